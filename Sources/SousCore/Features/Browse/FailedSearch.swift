import MealKit

/// What `search` shows when the source failed (no network, a server error) beside what the cookbook
/// found: the user's recipes, with the failure said in one line, or the failure alone.
enum FailedSearch: Equatable {
    /// The cookbook's recipes, and the failure in one line (`retry` asks the source again).
    case cookbookOnly
    /// The failure, as any failed command: the cookbook found nothing, or the user pressed Ctrl-C
    /// (never a failure to work around).
    case failure

    static func answer(to failure: SousError, cookbook: [CookbookMatch]) -> FailedSearch {
        guard !cookbook.isEmpty, case .source(let error, _) = failure, error != .cancelled else { return .failure }
        return .cookbookOnly
    }
}
