import Foundation
import MealKit
import SousCore
import SousShell
import Testing

/// man/sous.1 against the shell it documents: every command and setting is in it, it renders with
/// `man -l` without a warning, `sous --help` points to it, and `make install` puts it in place.
@Suite("Manual page")
struct ManualPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let page = root.appendingPathComponent("man/sous.1")

    /// The shell's commands as (name, aliases): the one place to change if the command list moves.
    static func commands() -> [(name: String, aliases: [String])] {
        CommandSpec.all.map { ($0.name, $0.aliases) }
    }

    /// The lines of one `.SH` section, up to the next.
    static func section(_ name: String, of text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring(".SH \(name)")) else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix(".SH ") })
    }

    /// The word each `.TP` entry of a section is about: the first word of the line after `.TP`.
    static func entries(in lines: [Substring]) -> [String] {
        zip(lines, lines.dropFirst()).compactMap { tag, line in
            guard tag == ".TP", let word = line.split(separator: " ").dropFirst().first else { return nil }
            return word.replacingOccurrences(of: "\"", with: "")
        }
    }

    /// A word as roff writes it (`page\-size`).
    static func roff(_ word: String) -> String { word.replacingOccurrences(of: "-", with: "\\-") }

    static let text = (try? String(contentsOf: page, encoding: .utf8)) ?? ""

    @Test func everyCommandHasAnEntryAndNothingElseDoes() throws {
        let commands = Self.section("COMMANDS", of: Self.text)
        try #require(!commands.isEmpty, "no COMMANDS section in \(Self.page.path)")
        let entries = Self.entries(in: commands)
        #expect(entries.sorted() == Self.commands().map(\.name).sorted())
        #expect(Set(entries).count == entries.count, "a command listed twice")
    }

    @Test func everyAliasIsNamed() {
        let commands = Self.section("COMMANDS", of: Self.text)
        for (name, aliases) in Self.commands() {
            for alias in aliases {
                #expect(commands.contains { $0 == ".BR \(Self.roff(alias)) ." || $0 == ".B \(Self.roff(alias))" },
                        "alias \(alias) of \(name)")
            }
        }
    }

    @Test func theSetEntryNamesEverySetting() {
        let commands = Self.section("COMMANDS", of: Self.text)
        for key in SettingKey.allCases {
            let word = Self.roff(key.rawValue)
            #expect(commands.contains { $0 == ".B \(word)" || $0.hasPrefix(".BR \(word) ") || $0 == ".BR \(word)" }, "setting \(key.rawValue)")
        }
    }

    @Test func everySectionIsThere() {
        let headings = Self.text.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
        #expect(Array(headings.prefix(9)) == ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "FILES",
                                              "ENVIRONMENT", "EXIT STATUS", "EXAMPLES"])
    }

    @Test(.enabled(if: Self.hasMan, "man is not installed (make test installs man-db through scripts/ensure-deps.sh)"))
    func itRendersWithManWithoutWarnings() throws {
        let home = try TemporaryHome()
        let run = try home.run(shell: "MANPAGER=cat MANWIDTH=80 man --warnings -E UTF-8 -l '\(Self.page.path)'")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "groff warned: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for heading in ["NAME", "COMMANDS", "EXIT STATUS", "EXAMPLES"] { #expect(lines.contains(heading)) }
        // Each command starts a line of the rendered page (its tag), as a reader scans for it.
        for (name, _) in Self.commands() {
            #expect(lines.contains { $0 == name || $0.hasPrefix(name + " ") }, "\(name) in the rendered page")
        }
    }

    /// The page as a reader sees it, at 80 columns; empty without man.
    static func rendered() throws -> String {
        try TemporaryHome().run(shell: "MANPAGER=cat MANWIDTH=80 man -E UTF-8 -l '\(Self.page.path)'").stdout
    }

    @Test(.enabled(if: Self.hasMan, "man is not installed"))
    func theJSONErrorShowsItsQuotes() throws {
        let page = try Self.rendered().replacingOccurrences(of: "\u{2010}\n *", with: "", options: .regularExpression)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(page.contains(#"{"error": {"message": ..., "line": n}}"#), "as a script receives it")
    }

    @Test func filesSaysWhereTheRecipesAre() {
        let files = Self.section("FILES", of: Self.text).joined(separator: "\n")
        #expect(files.contains(".I $XDG_DATA_HOME/sous/recipes/"), "recipes/ has an entry")
        #expect(!files.contains("Favorites, with their full recipes"), "favorites.json is an index")
    }

    @Test func theReadmeCountsTheCatalogueAsSousDoes() async throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let count = try await OfflineCatalog().ingredients().count
        let listed = try TemporaryHome().run(arguments: ["-c", "ingredients"]).stdout
        #expect(listed.hasPrefix(" \(count) ingredients\n"))
        #expect(readme.contains("37 cuisines,\n\(count) ingredients,"), "README: \(count) ingredients")
    }

    @Test func helpPointsToTheManualPage() throws {
        let run = try TemporaryHome().run(arguments: ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("man sous"))
    }

    @Test(.enabled(if: Self.hasMake, "make is not installed"))
    func makeInstallPutsTheBinaryAndThePageUnderThePrefix() throws {
        let home = try TemporaryHome()
        let prefix = home.root.appendingPathComponent("prefix").path
        let run = try home.run(shell: "make -s -C '\(Self.root.path)' install-files PREFIX='\(prefix)' RELEASE_BIN='\(TemporaryHome.binary)'")
        #expect(run.status == 0, "make: \(run.stderr)")
        let installed = try String(contentsOfFile: prefix + "/share/man/man1/sous.1", encoding: .utf8)
        #expect(installed == Self.text)
        let version = try home.run(shell: "'\(prefix)/bin/sous' --version")
        #expect(version.stdout == "sous \(Options.version)\n")
    }

    static func onPath(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    static let hasMan = onPath("man")
    static let hasMake = onPath("make")
}
