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

extension FileStore where Value == MealPlan, Change == MealPlan.Change {
    public static var fileName: String { format.fileName }

    /// Read through `MealPlan(entries:)`, so a file edited by hand out of day order is put in order. An
    /// entry is removed by its id: the plan a removal met had it when the removal made it shorter.
    static var format: StoreFormat<PlanDocument, Value, Change> {
        StoreFormat(fileName: "plan.json", read: { MealPlan(entries: $0.entries) }, make: { PlanDocument(entries: $0.entries) },
                    applying: { $1.applying($0) }, changed: { $0.entries.count != $1.entries.count })
    }

    /// The plan in `directory`, the data directory (see `FileStore.init(_:directory:…)`).
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        self.init(Self.format, directory: directory, fileSystem: fileSystem, clock: clock, lockWait: lockWait)
    }

    /// The plan in memory, starting with `plan` (see `FileStore.inMemory`).
    public static func inMemory(_ plan: MealPlan = MealPlan()) -> FilePlanStore {
        inMemory(format, holding: plan.entries.isEmpty ? nil : plan)
    }
}
