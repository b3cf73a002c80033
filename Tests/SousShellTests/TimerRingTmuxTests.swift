#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import Testing

/// At 80×24, as a cook would meet it: a timer rings at the prompt while a line is half typed (the
/// ring above, the line intact under it), and Ctrl-C stops a wait for another sous's lock.
@Suite(
    "Timers ring at the prompt; Ctrl-C stops a lock wait (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
struct TimerRingTmuxTests {
    @Test func aTimerRingsAboveTheHalfTypedLineWhileWalkingTheSteps() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous()
        try session.run("open 52772")
        try session.waitForPrompt()
        try session.run("steps")
        try session.waitForPrompt(containing: "step 1/6")
        try session.press("Enter")
        try session.waitForPrompt(containing: "step 2/6")
        try session.run("n")
        try session.waitForPrompt(containing: "step 3/6")
        try session.run("b")
        try session.waitForPrompt(containing: "step 2/6")
        try session.run("timer 2s tea")
        try session.waitFor("the timer started") { $0.contains("⏱ tea: 2 s started") && $0.cursorLine.hasSuffix("step 2/6>") }
        try session.type("search chick")
        let prompt = "sous offline step 2/6> "
        // Typed before the ring: what the line shows after it was drawn again, not typed after.
        try session.waitFor("the half-typed line") { $0.cursorLine == prompt + "search chick" }
        let rung = try session.waitFor("the ring") { $0.contains("⏰") }
        #expect(rung.cursorLine == prompt + "search chick", "the prompt (the step's) and the half-typed line are intact")
        #expect(rung.cursor.x == (prompt + "search chick").count, "the cursor is where it was, at the end of the line")
        #expect(rung.lines[rung.cursor.y - 1] == " ⏰ tea: 2 s done", "the ring is the line just above the prompt")
        #expect(rung.lines.filter { $0.contains("⏰") }.count == 1)

        try session.press("Enter")
        let results = try session.waitFor("the search's results") { $0.contains("\"chick\" · ") }
        #expect(results.contains("Chicken"))
        #expect(try session.scrollback().components(separatedBy: "⏰").count == 2, "rung once, not again at the next command")
    }

    @Test func ctrlCStopsAWaitForAnotherSousWhileTheLineIsRecorded() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous()
        let lock = try Self.hold(session.path("data") + "/sous/history.json.lock")
        try session.run("timer 5m rice")
        try session.waitFor("the wait told") { $0.contains("waiting for another sous (pid \(getpid())) to finish saving…") }
        try session.press("C-c")
        let screen = try session.waitForPrompt()
        #expect(screen.lines[screen.cursor.y - 1] == " cancelled", "one line at the margin errors stand at, just above the prompt")
        #expect(!FileManager.default.fileExists(atPath: session.path("data") + "/sous/history.json"), "nothing written")
        close(lock)
        try session.run("timers")
        let after = try session.waitFor("the next command") { $0.contains("no timer is running") }
        #expect(!after.contains("⏱ rice"), "the cancelled line's command did not run")
    }

    @Test func ctrlCStopsAWaitForAnotherSousWhileAFavoriteSaves() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous()
        try session.run("open 52772")
        try session.waitForPrompt()
        let lock = try Self.hold(session.path("data") + "/sous/favorites.json.lock")
        defer { close(lock) }
        try session.run("fav")
        try session.waitFor("the wait told") { $0.contains("waiting for another sous (pid \(getpid())) to finish saving…") }
        try session.press("C-c")
        let screen = try session.waitForPrompt()
        #expect(screen.lines[screen.cursor.y - 1] == " cancelled", "one line at the margin errors stand at, just above the prompt")
        #expect(screen.lines[screen.cursor.y - 2] == "waiting for another sous (pid \(getpid())) to finish saving…")
        #expect(!FileManager.default.fileExists(atPath: session.path("data") + "/sous/favorites.json"), "nothing written")
    }

    /// Holds a store's lock as another sous would, its pid written in (flock is per open file, so
    /// the sous in the pane waits for it).
    private static func hold(_ path: String) throws -> Int32 {
        // Close-on-exec: a process another test spawns meanwhile (a tmux server) must not inherit the lock and hold it.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX) == 0)
        // This process's pid: a holder is named only while it is alive.
        _ = "\(getpid())\n".withCString { write(descriptor, $0, strlen($0)) }
        return descriptor
    }
}
