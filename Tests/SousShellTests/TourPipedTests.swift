import Foundation
import Testing

/// The tour through the real binary.
@Suite("Piped sessions: the tour (real binary)", .serialized)
struct TourPipedTests {
    @Test("the tour shows only when asked for through a pipe, and leaves no marker")
    func tour() throws {
        let home = try TemporaryHome()
        let quiet = try home.run(input: "quit\n")
        #expect(!quiet.stdout.contains("Welcome to sous"))
        #expect(!FileManager.default.fileExists(atPath: home.config.appendingPathComponent("sous/seen-tour").path))
        let asked = try home.run(input: "tour\n")
        #expect(asked.stdout.hasPrefix(" Welcome to sous\n"))
        #expect(asked.stdout.contains("\(home.data.path)/sous"))
    }
}
