import Foundation
import MealKit

extension StorageProblem {
    /// Whether this is a wait for another sous's lock that Ctrl-C stopped: the store kept its change
    /// for a later visit and wrote nothing, so it is the line's "cancelled", not a disk problem.
    ///
    /// The store says so as it says any lock it could not take (`JSONFileStore`), with ECANCELED.
    var isCancelledWait: Bool {
        guard case .unwritable(let path, let reason) = self else { return false }
        let lockPath = path + ".lock"
        return reason == "cannot lock \(lockPath): \(FileSystemError(call: "flock", path: lockPath, code: ECANCELED).reason)"
    }
}
