import FoundationEssentials

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

/// The meal plan in `plan.json`: a meal planned in one shell is in the other's plan at its next command.
public typealias FilePlanStore = FileStore<MealPlan, MealPlan.Change>

extension MealPlan.Change: StoredChange {
    /// Read through `MealPlan(entries:)`, so a file edited by hand out of day order is put in order. An
    /// entry is removed by its id: the plan a removal met had it when the removal made it shorter.
    public static var storeFile: StoreFile<MealPlan, Self> {
        StoreFile("plan.json", as: PlanDocument.self, read: { MealPlan(entries: $0.entries) },
                  make: { PlanDocument(entries: $0.entries) }, applying: { $1.applying($0) },
                  changed: { $0.entries.count != $1.entries.count })
    }
}
