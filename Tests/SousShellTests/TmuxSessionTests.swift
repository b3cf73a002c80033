import Foundation
import Testing

/// The harness itself: a terminal test must not make the tests beside it wait.
@Suite("The tmux harness")
struct TmuxSessionTests {
    /// The server a terminal test starts lives as long as that test. Had it inherited a pipe of
    /// another test's (a sous's input, made by Foundation without close-on-exec, as `Pipe()` is
    /// here), that sous would never see its input end while the server lived: the golden plan
    /// session waited 60 s for it in CI.
    @Test("the tmux server holds none of the test runner's descriptors")
    func serverInheritsNothing() throws {
        guard TmuxSession.isAvailable else {
            Issue.record("tmux is not installed")
            return
        }
        let otherTestsPipe = Pipe()
        let pipeName = try FileManager.default.destinationOfSymbolicLink(
            atPath: "/proc/self/fd/\(otherTestsPipe.fileHandleForWriting.fileDescriptor)")
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        let server = try #require(try tmux.serverPID())
        let held = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(server)/fd").compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(server)/fd/\($0)")
        }
        #expect(!held.isEmpty, "no descriptors read from /proc/\(server)/fd")
        #expect(!held.contains(pipeName), "the tmux server holds \(pipeName), a pipe of the test runner's")
    }
}
