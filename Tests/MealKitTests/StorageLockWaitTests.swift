#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

/// Waits for another sous's lock: bounded, and naming no holder that has gone.
@Suite("Lock waits")
struct StorageLockWaitTests {
    @Test("a lock held by a sous that has exited is not said to be its: the pid left in the lock file is not named")
    func aStalePidIsNotNamed() async throws {
        let directory = try TemporaryDirectory()
        let meal = try #require(try StorageFixtures.meals(1).first)
        let exited = try pidOfAnExitedProcess()
        let holder = try Self.holdLock(directory.file("shopping.json.lock"), writing: exited)
        defer { close(holder) }
        let (notices, noticed) = AsyncStream.makeStream(of: StorageProblem.self)
        // The wait ends by its bound, so no other task (none may run while it blocks a thread) has to end it.
        let store = FileShoppingListStore(directory: directory.url,
                                          lockWait: LockWait(patience: 0.05, limit: 0.3, notice: { noticed.yield($0) }))
        #expect(await !store.apply(.add([meal])).isSaved)
        noticed.finish()
        var iterator = notices.makeAsyncIterator()
        #expect(await iterator.next() == .waitingForLock(path: directory.file("shopping.json"), holder: nil))
    }

    @Test("a wait for the lock has a bound: after it the change waits in memory, said once, and saved at the next visit")
    func aWaitHasABound() async throws {
        let directory = try TemporaryDirectory()
        let meal = try #require(try StorageFixtures.meals(1).first)
        let holder = try Self.holdLock(directory.file("shopping.json.lock"), writing: getpid())
        let store = FileShoppingListStore(directory: directory.url, lockWait: LockWait(patience: 0.05, limit: 0.2))
        let kept = await store.apply(.add([meal]))
        #expect(kept.value == ShoppingList(meals: [meal]))
        #expect(!kept.isSaved)
        #expect(kept.problems == [.lockWaitTimedOut(path: directory.file("shopping.json"), seconds: 1)])
        #expect(contents(directory.file("shopping.json")) == nil)

        close(holder)
        #expect(await store.load().isSaved, "the waiting change is saved at the store's next visit")
        #expect(await FileShoppingListStore(directory: directory.url).load().value == ShoppingList(meals: [meal]))
    }

    /// Holds the lock file as another sous would, with `pid` written in.
    static func holdLock(_ path: String, writing pid: Int32) throws -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX) == 0)
        let text = String(pid).padding(toLength: 11, withPad: " ", startingAt: 0) + "\n"
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
        return descriptor
    }
}
