import MealKit

extension StorageProblem {
    /// Whether this is a wait for another sous's lock that Ctrl-C stopped: the store kept its change
    /// for a later visit and wrote nothing, so it is the line's "cancelled", not a disk problem.
    var isCancelledWait: Bool {
        if case .lockWaitCancelled = self { return true }
        return false
    }
}
