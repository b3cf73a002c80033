/// The contents of `plan.json`: `{"version": 1, "entries": [{"day", "meal", "scale"}, …]}`, one entry a
/// line, each with its full recipe so the plan opens offline.
struct PlanDocument: StoreDocument {
    static let formatVersion = 1
    static let entriesKey = "entries"

    var entries: [MealPlan.Entry]

    init(entries: [MealPlan.Entry]) { self.entries = entries }

    /// A recipe is the bulk of an entry: an entry saved before is copied, not encoded again.
    static func reuseKey(for entry: MealPlan.Entry) -> String? { entry.id }
}
