#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
@testable import SousCore
import Testing

/// Ctrl-C (a cancelled task) while a line waits for another sous's lock: one line, "cancelled", the
/// session going on, and nothing written half-way.
@Suite("Engine: Ctrl-C stops a wait for another sous's lock", .serialized)
struct CancelledWaitTests {
    /// A data directory with file stores whose waits are told at once on `notices`, and an engine on it.
    final class Fixture {
        let directory: URL
        let engine: ShellEngine
        let notices: AsyncStream<StorageProblem>
        private var held: [Int32] = []

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("sous-cancel-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let (notices, noticed) = AsyncStream.makeStream(of: StorageProblem.self)
            self.notices = notices
            // A bound far off: here the test's Ctrl-C ends the wait, however late a busy machine sends it.
            let wait = LockWait(patience: 0.05, limit: 600, notice: { noticed.yield($0) })
            let runner = EffectRunner(provider: OfflineCatalog(),
                                      favorites: FileFavoritesStore(directory: directory, lockWait: wait),
                                      history: FileHistoryStore(directory: directory, lockWait: wait))
            engine = ShellEngine(runner: runner, state: SessionState(source: .offline))
        }

        deinit {
            held.forEach { close($0) }
            try? FileManager.default.removeItem(at: directory)
        }

        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        /// Takes `<name>.lock` as another sous would (flock is per open file, so this blocks the stores).
        func hold(_ name: String) throws {
            // Close-on-exec: a process another test spawns meanwhile (a tmux server) must not inherit the lock and hold it.
            let descriptor = open(path(name + ".lock"), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(descriptor >= 0)
            try #require(flock(descriptor, LOCK_EX) == 0)
            _ = "4242\n".withCString { write(descriptor, $0, strlen($0)) }
            held.append(descriptor)
        }

        func releaseAll() {
            held.forEach { close($0) }
            held = []
        }

        /// Enters `line` and cancels it once the store says it is waiting for the lock.
        func enterAndCancelWhileWaiting(_ line: String) async -> ShellEngine.Outcome {
            let engine = engine
            let entering = Task { await engine.enter(line: line) }
            var iterator = notices.makeAsyncIterator()
            #expect(await iterator.next().map { if case .waitingForLock = $0 { true } else { false } } == true)
            entering.cancel()
            return await entering.value.outcome
        }

        func contents(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }
    }

    @Test("while the line is recorded: cancelled alone, the command not run, history.json untouched")
    func duringHistoryRecording() async throws {
        let fixture = try Fixture()
        try fixture.hold("history.json")
        let outcome = await fixture.enterAndCancelWhileWaiting("timer 5m rice")
        #expect(outcome.screens == [.error(.source(.cancelled))])
        #expect(await fixture.engine.state.timers.isEmpty, "Ctrl-C came before the command ran: no timer started")
        #expect(fixture.contents("history.json") == nil)

        // The shell goes on; once the other sous lets go, the line kept in memory is saved with the next.
        fixture.releaseAll()
        let next = await fixture.engine.enter(line: "timers")
        #expect(next.outcome.screens == [.message("no timer is running: timer 25m starts one")])
        let saved = try #require(fixture.contents("history.json"))
        #expect(saved.contains("\"timer 5m rice\"") && saved.contains("\"timers\""))
    }

    @Test("while fav saves: cancelled alone each time, favorites.json not written")
    func duringAFavoriteSave() async throws {
        let fixture = try Fixture()
        _ = await fixture.engine.enter(line: "open 52772")
        try fixture.hold("favorites.json")
        #expect(await fixture.enterAndCancelWhileWaiting("fav").screens == [.error(.source(.cancelled))])
        #expect(fixture.contents("favorites.json") == nil)
        // Said again the second time: a cancelled wait is not a disk problem told once a session.
        #expect(await fixture.enterAndCancelWhileWaiting("unfav").screens == [.error(.source(.cancelled))])
        #expect(fixture.contents("favorites.json") == nil)
    }
}
