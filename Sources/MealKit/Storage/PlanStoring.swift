import FoundationEssentials

/// Where the meal plan lives. Every call answers with the whole plan, merged with what other shells
/// wrote meanwhile, and never throws: disk trouble comes back as `problems`.
public protocol PlanStoring: Sendable {
    func load() async -> Stored<MealPlan>
    /// Makes `change` to the newest plan and saves it.
    func apply(_ change: MealPlan.Change) async -> Stored<MealPlan>
    /// The plan again if another process changed the file since this store last saw it, else `nil`
    /// (one `lstat` when nothing changed).
    func refreshIfChanged() async -> Stored<MealPlan>?
    /// Removes one entry from the newest plan, and says whether it was still there: of two shells
    /// removing the same meal, only the first removed it.
    func remove(entryID: String) async -> (stored: Stored<MealPlan>, wasPlanned: Bool)
    /// Tries once more to save the changes kept in memory because the disk refused them (full,
    /// read-only, another sous holding the lock too long), and answers how many still are not on disk:
    /// what the shell says at exit, where they would be lost.
    func saveWaitingChanges() async -> Int
}

/// A meal plan kept in memory only: for tests, and what a session falls back to.
public actor InMemoryPlanStore: PlanStoring {
    private var plan: MealPlan

    public init(_ plan: MealPlan = MealPlan()) { self.plan = plan }

    public func load() -> Stored<MealPlan> { Stored(plan) }

    public func apply(_ change: MealPlan.Change) -> Stored<MealPlan> {
        plan = plan.applying(change)
        return Stored(plan)
    }

    /// Nothing but this store changes a plan held in memory.
    public func refreshIfChanged() -> Stored<MealPlan>? { nil }

    /// Memory never refuses a change.
    public func saveWaitingChanges() -> Int { 0 }

    public func remove(entryID: String) -> (stored: Stored<MealPlan>, wasPlanned: Bool) {
        let wasPlanned = plan.entry(id: entryID) != nil
        return (apply(.remove(entryID: entryID)), wasPlanned)
    }
}
