import Foundation
import Testing

/// The real binary killed (or failed with a full or read-only disk) at each rename and unlink it makes
/// while saving, through strace's fault injection; the next start must find every store whole.
@Suite("Stores at every crash point (strace)",
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace"))
struct StoreCrashPointTests {
    /// The calls a save makes to change the disk, in each of the names the C library may use.
    static let changingCalls = "rename,renameat,renameat2,unlink,unlinkat"

    static let commands = ["open 52771; fav", "favs; unfav 1", "open 52771; shop add", "pantry add flour",
                           "set page-size 7", "open 52771; plan tomorrow", "plan; plan remove 1", "plan fill", "plan shop"]

    /// What each fault does at the `n`th call of a kind: a kill, or the call failing.
    static let faults = ["signal=KILL", "error=ENOSPC", "error=EROFS"]

    /// A home where the stores already hold something, so every command has something to lose.
    private func preparedHome() throws -> TemporaryHome {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["-c", "open 52772; fav; shop add; pantry add eggs; set page-size 5; plan today"])
        try #require(run.status == 0, "setting up: \(run.stderr)")
        return home
    }

    @Test(arguments: faults)
    func everyStoreIsWholeAfterAFaultAtAnyStep(fault: String) throws {
        for command in Self.commands {
            var step = 1
            while step <= 30 {
                let home = try preparedHome()
                // The renames and the unlinks each counted on their own: the nth of either kind.
                let injected = try home.run(shell: """
                    strace -f -qq -o /dev/null \
                      -e inject=rename,renameat,renameat2:\(fault):when=\(step) \
                      -e inject=unlink,unlinkat:\(fault):when=\(step) \
                      "$SOUS" --source offline -c "\(command)"
                    """)
                try expectWhole(home, after: "\(command) with \(fault) at step \(step)")
                // Past the last such call, the command ran untouched: the next command is tried.
                // (The store's notice goes to stderr through a pipe.)
                if injected.status == 0, !(injected.stdout + injected.stderr).contains("kept for this session") { break }
                step += 1
            }
            #expect(step <= 30, "\(command) never ran to its end")
            #expect(step > 1, "\(command) was never hit: it made no rename or unlink to fault")
        }
    }

    /// Starts sous again (which sweeps under the lock) and checks what a user would meet.
    private func expectWhole(_ home: TemporaryHome, after what: String) throws {
        let next = try home.run(arguments: ["-c", "favs; shop; pantry; plan"])
        #expect(next.status == 0, "\(what): the next start failed: \(next.stderr)")
        #expect(!next.stderr.contains("damaged"), "\(what): \(next.stderr)")

        let directory = home.data.appendingPathComponent("sous")
        let index = try #require(try json(directory.appendingPathComponent("favorites.json")) as? [String: Any],
                                 "\(what): favorites.json")
        let entries = index["favorites"] as? [[String: Any]] ?? []
        let listed = Set(entries.filter { $0["removed"] as? Bool != true }.compactMap { $0["id"] as? String })
        let recipes = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("recipes").path)
        // No favorite without its recipe, no recipe (or temporary file) without a favorite.
        #expect(Set(recipes) == Set(listed.map { "\($0).json" }), "\(what): listed \(listed), recipes \(recipes)")
        for name in ["shopping.json", "pantry.json", "plan.json"] {
            #expect(try json(directory.appendingPathComponent(name)) != nil, "\(what): \(name)")
        }
        #expect(try json(home.config.appendingPathComponent("sous/config.json")) != nil, "\(what): config.json")
        for folder in [directory, home.config.appendingPathComponent("sous")] {
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
            #expect(leftovers.isEmpty, "\(what): \(leftovers) left in \(folder.path)")
        }
    }

    private func json(_ url: URL) throws -> Any? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try JSONSerialization.jsonObject(with: data)
    }
}
