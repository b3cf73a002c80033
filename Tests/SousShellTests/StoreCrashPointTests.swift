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

    @Test("a kill at any write, rename or fsync of plan remove leaves the plan and the shopping list agreeing: no share of a meal no longer planned",
          arguments: ["write,writev,pwrite64", "rename,renameat,renameat2", "fsync,fdatasync"])
    func planRemoveLeavesPlanAndListAgreeing(calls: String) throws {
        let prepared = try TemporaryHome()
        let setup = try prepared.run(arguments: ["-c", "open 52772; plan today; open 52771; plan tomorrow; plan shop"])
        try #require(setup.status == 0, "setting up: \(setup.stderr)")
        var step = 1
        while step <= 60 {
            let home = try TemporaryHome()
            try FileManager.default.removeItem(at: home.root)
            try FileManager.default.copyItem(at: prepared.root, to: home.root)
            let injected = try home.run(shell: """
                strace -f -qq -o /dev/null -e inject=\(calls):signal=KILL:when=\(step) \
                  "$SOUS" --source offline -c "plan; plan remove 1"
                """)
            // The next start, then the files it leaves.
            let next = try home.run(arguments: ["-c", "shop; plan"])
            let what = "plan remove 1 killed at \(calls) \(step)"
            #expect(next.status == 0, "\(what): \(next.stderr)")
            let directory = home.data.appendingPathComponent("sous")
            let plan = try #require(try json(directory.appendingPathComponent("plan.json")) as? [String: Any], "\(what): plan.json")
            let list = try #require(try json(directory.appendingPathComponent("shopping.json")) as? [String: Any], "\(what): shopping.json")
            let plannedDays = Set((plan["entries"] as? [[String: Any]] ?? []).compactMap { $0["day"] as? String })
            let sharesDays = (list["entries"] as? [[String: Any]] ?? []).compactMap { $0["plan"] as? String }
                .map { String($0.prefix { $0 != "/" }) }
            #expect(Set(sharesDays).isSubset(of: plannedDays), "\(what): shares for \(sharesDays), planned \(plannedDays)")
            #expect(plannedDays.count >= 1, "\(what): only one meal was removed")
            if injected.status == 0 {
                #expect(plannedDays.count == 1 && sharesDays.count == 1, "\(what): ran to its end, yet \(plannedDays), \(sharesDays)")
                break
            }
            step += 1
        }
        #expect(step > 1, "plan remove made no \(calls) to kill at")
        #expect(step <= 60, "plan remove never ran to its end")
    }

    @Test("changes a full disk refused are saved at a later command once it has room, and exit says nothing")
    func changesRefusedAreSavedLater() throws {
        let home = try TemporaryHome()
        // The first two renames fail: the favorite's recipe, and (with the fix) its retry at the next command.
        let run = try home.run(shell: """
            strace -f -qq -o /dev/null -e inject=rename,renameat,renameat2:error=ENOSPC:when=1..2 \
              "$SOUS" --source offline -c "open 52772; fav; shop add; pantry add salt"
            """)
        #expect(run.status == 0, "\(run.stderr)")
        // Through a pipe the storage notice is on stderr, never ahead of the data.
        #expect(run.stderr.contains("No space left on device"), "the fault was not met: \(run.stderr)")
        #expect(!run.stderr.contains("were not saved") && !run.stderr.contains("was not saved"), "\(run.stderr)")
        let next = try home.run(arguments: ["-c", "favs; shop; pantry"])
        #expect(next.stdout.contains("1  Teriyaki Chicken Casserole"), "the favorite was lost: \(next.stdout)")
        #expect(next.stdout.contains("Shopping list · 1 meal"), "the shopping list was lost: \(next.stdout)")
        #expect(next.stdout.contains("salt"), "\(next.stdout)")
    }

    @Test("changes a full disk still refuses at exit are counted on stderr and the exit status is 1; each refused change is said")
    func changesStillRefusedAtExitAreCounted() throws {
        let home = try TemporaryHome()
        let run = try home.run(shell: """
            strace -f -qq -o /dev/null -e inject=rename,renameat,renameat2:error=ENOSPC \
              "$SOUS" --source offline -c "open 52772; fav; shop add; shop clear"
            """)
        #expect(run.status == 1)
        #expect(run.stderr.contains("sous: 3 changes were not saved"), "\(run.stderr)")
        #expect(run.stdout.contains("shopping list cleared"))
        #expect(run.stderr.contains("the shopping list is still not saved: this change is kept for this session only"),
                "the second refused change was answered as if saved: \(run.stderr)")
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
