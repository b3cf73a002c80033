import Foundation
import Testing

/// Which files a run leaves in the data directory (real binary): a store the commands only read, and
/// found empty, leaves no file and no lock file; the one they changed has its file.
@Suite("Piped session: stores opened at their first use (real binary)", .serialized)
struct StoreOpeningPipedTests {
    @Test("cat Beef; shop add 3 leaves only the shopping list's files")
    func shoppingLeavesOnlyItsOwnFiles() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["-c", "cat Beef; shop add 3"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("on the shopping list (1 meal,"))
        let sous = home.data.appendingPathComponent("sous").path
        let names = try FileManager.default.contentsOfDirectory(atPath: sous).sorted()
        #expect(names == ["shopping.json", "shopping.json.lock"])
    }

    @Test("quit opens no store: not even the data directory is made")
    func quitMakesNothing() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["-c", "quit"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.data.path))
    }

    @Test("a favorite saved in an earlier run is still there for cat and favs")
    func earlierFavoritesAreRead() throws {
        let home = try TemporaryHome()
        #expect(try home.run(arguments: ["-c", "cat Beef; fav 3"]).status == 0)
        let run = try home.run(arguments: ["-c", "cat Beef; favs"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Favorites · 1"), "\(run.stdout)")
        let sous = home.data.appendingPathComponent("sous").path
        let names = try FileManager.default.contentsOfDirectory(atPath: sous)
        #expect(!names.contains { $0.hasPrefix("pantry") || $0.hasPrefix("plan") || $0.hasPrefix("shopping") })
    }
}
