import MealKit

/// Where the cookbook is this session: its default folder, or the one `set cookbook` chose. One
/// place shared by the runner's copies of the host services, so a change is felt at the next command.
public final class CookbookPlace: @unchecked Sendable {
    // `@unchecked`: `lock` guards `current`.
    private let lock = Lock()
    private var current: Cookbook

    public init(_ cookbook: Cookbook) { current = cookbook }

    public var cookbook: Cookbook {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
