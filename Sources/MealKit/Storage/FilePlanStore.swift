import FoundationEssentials

/// The meal plan in `plan.json`, shared safely by every sous running at once.
///
/// Each change is applied to the newest plan on disk under the file's lock and saved before the call
/// answers, so a meal planned in one shell is in the other's plan at its next command. When the disk
/// fails the store goes on in memory and saves the waiting changes with the first call that can.
public actor FilePlanStore: PlanStoring {
    /// The file's name in the data directory.
    public static let fileName = "plan.json"

    /// The path of `plan.json`.
    public nonisolated let path: String

    private var file: ReplayedFile<PlanDocument, MealPlan>

    /// - Parameters:
    ///   - directory: the data directory, which must exist (`XDGDirectories.prepareDataDirectory()`).
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: names the `.corrupt-<time>` copy of a damaged file.
    ///   - lockWait: what to do while another sous holds the lock.
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        let store = JSONFileStore<PlanDocument>(
            directory: directory, fileName: Self.fileName, fileSystem: fileSystem, clock: clock, lockWait: lockWait)
        path = store.path
        // Read through `MealPlan(entries:)`, so a file edited by hand out of day order is put in order.
        file = ReplayedFile(store, read: { MealPlan(entries: $0.entries) }, make: { PlanDocument(entries: $0.entries) })
    }

    public func load() -> Stored<MealPlan> { file.synchronize() }

    public func apply(_ change: MealPlan.Change) -> Stored<MealPlan> {
        file.apply { $0.applying(change) }
    }

    public func refreshIfChanged() -> Stored<MealPlan>? { file.refreshIfChanged() }

    public func remove(entryID: String) -> (stored: Stored<MealPlan>, wasPlanned: Bool) {
        // An entry is removed by its id: the plan it met had it when the removal made it shorter.
        let (stored, changed) = file.applyTelling({ $0.applying(.remove(entryID: entryID)) },
                                                  whether: { $0.entries.count != $1.entries.count })
        return (stored, changed)
    }

    public func saveWaitingChanges() -> Int { file.saveWaitingChanges() }
}
