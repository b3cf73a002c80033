/// The contents of `plan.json`: `{"version": 2, "entries": [{"day", "meal", "scale"}, …]}`, one entry a
/// line, each with its full recipe so the plan opens offline.
///
/// Version 2 keeps each recipe in sous's own JSON; a version-1 file (TheMealDB's records) still reads,
/// and is rewritten as version 2 at the first visit that can write. A sous that knows only version 1
/// leaves a version-2 file alone rather than misreading its recipes.
struct PlanDocument: StoreDocument {
    static let formatVersion = 2
    static let entriesKey = "entries"

    var entries: [MealPlan.Entry]

    init(entries: [MealPlan.Entry]) { self.entries = entries }

    /// A recipe is the bulk of an entry: an entry saved before is copied, not encoded again.
    static func reuseKey(for entry: MealPlan.Entry) -> String? { entry.id }
}
