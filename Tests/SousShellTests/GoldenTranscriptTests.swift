import Foundation
import MealKit
import SousCore
import Testing

/// Whole sessions of the real binary against golden transcripts under `Fixtures/golden/`: a changed
/// screen anywhere in a session fails with a unified diff. `SOUS_UPDATE_GOLDEN=1 swift test --filter
/// GoldenTranscript` rewrites them; read the diff before committing it.
@Suite("Golden transcripts (real binary)", .serialized)
struct GoldenTranscriptTests {
    @Test("browse and open: a category, paging, a recipe by its number on another page, search, a cuisine")
    func browseAndOpen() throws {
        let transcript = try GoldenTranscript("browse-and-open")
        try transcript.session(lines: Self.browsing)
        try transcript.check()
    }

    /// Typed in both the piped and the terminal session.
    static let browsing = [
        "cat Beef", "next", "open 13", "ls", "open 3", "search chicken", "next", "area Italian", "last", "open 21",
    ]

    @Test("favorites across restarts: saved in one process, listed, opened and removed in the next, same home")
    func favoritesAcrossRestarts() throws {
        let transcript = try GoldenTranscript("favorites-across-restarts")
        transcript.note("first start: save two meals")
        try transcript.session(lines: ["favs", "search lasagne", "open 1", "fav", "open 52772", "fav", "favs"])
        transcript.note("a new process in the same home: the favorites are there, and open offline")
        try transcript.session(lines: ["favs", "open 2", "unfav", "favs"])
        transcript.note("and the removal stayed removed")
        try transcript.session(lines: ["favs", "unfav 1", "favs"])
        try transcript.check()
    }

    @Test("plan, shop, steps: plan three days, put the week on the list, tick one off, cook, time it")
    func planShopSteps() throws {
        let transcript = try GoldenTranscript("plan-shop-steps")
        let (soon, later) = (transcript.weekday(1), transcript.weekday(3))
        transcript.replace("plan \(soon) ", with: "plan <weekday+1> ")
        transcript.replace("plan \(later) ", with: "plan <weekday+3> ")
        transcript.note("<day+0> is today; <weekday+1> is the name of tomorrow (mon … sun)")
        try transcript.session(lines: [
            "plan \(soon) 52772", "plan \(later) Arrabiata", "search lasagne", "plan today 1", "plan", "plan shop",
            "shop", "shop check 1", "shop check garlic", "shop", "open 52772", "steps", "", "", "b", "q",
            "timer 25m tea", "timer 1h30 oven", "timers", "timer cancel 1", "timers",
        ])
        try transcript.check()
    }

    @Test("--json for scripts: -c with --json, and lines piped to --json")
    func jsonScripting() throws {
        let transcript = try GoldenTranscript("json-scripting")
        transcript.note("one JSON document a line, whatever the width")
        try transcript.session(["-c", "search lasagne; plan today 1", "--json"], lines: [],
                               shown: "sous --source offline -c \"search lasagne; plan today 1\" --json")
        try transcript.session(["--json"], lines: ["areas", "area Canadian", "fav 2", "favs", "cat Nothing", "shop"])
        try transcript.session(["-c", "set output json; letter q"], lines: [],
                               shown: "sous --source offline -c \"set output json; letter q\"")
        try transcript.check()
    }

    @Test("errors: typos with suggestions, wrong numbers, bad values, a damaged favorites file, no server")
    func errors() throws {
        let transcript = try GoldenTranscript("errors")
        try transcript.session(lines: [
            "cat Beeef", "serch chicken", "back", "open 3", "search lasagne", "open 9", "page 0", "page two",
            "set page-size lots", "set colour never", "timer 25x", "plan funday 1", "shop check 99", "open",
            "search c", "letter 7", "random 0",
        ])
        transcript.note("a favorites file that is not JSON: kept aside, never overwritten")
        let folder = transcript.home.data.appendingPathComponent("sous")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ \"version\": 3, \"favorites\": [ not json".utf8).write(to: folder.appendingPathComponent("favorites.json"))
        try transcript.session(lines: ["favs", "search lasagne", "fav 1", "favs"])
        transcript.note("the live source on a loopback port nothing listens on")
        let port = try Self.closedPort()
        transcript.replace("127.0.0.1:\(port)", with: "127.0.0.1:<closed-port>")
        try transcript.session(["--source", "live", "--api-base", "http://127.0.0.1:\(port)"], lines: ["cat Beef", "retry"])
        try transcript.check()
    }

    @Test("the browsing session as a user sees it: an 80×24 terminal (tmux), the tour of a first start")
    func browseAndOpenInTmux() throws {
        guard TmuxSession.isAvailable else {
            Issue.record("tmux is not installed: the terminal transcript cannot be taken")
            return
        }
        let transcript = try GoldenTranscript("browse-and-open-tmux")
        // The tour names the data folder and wraps around it: a path of the same length on every
        // machine (whatever TMPDIR is) keeps the wrapping the same.
        let data = "/tmp/sous-golden-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: data) }
        let tmux = try TmuxSession(width: 80, height: 24, environment: ["TZ": "UTC", "XDG_DATA_HOME": data])
        defer { tmux.close() }
        transcript.replace(data, with: "<data-home>")
        transcript.replace(tmux.directory.path, with: "<home>")
        transcript.replace("'\(TmuxSession.binary)'", with: "sous")
        try tmux.startSous()
        for line in Self.browsing + ["quit"] {
            let prompts = try Self.prompts(tmux)
            try tmux.run(line)
            if line == "quit" {
                try tmux.waitFor("the shell's prompt after quit") { $0.lastLine == "$" }
            } else {
                try tmux.waitFor("sous's answer to \(line)") { screen in
                    (try? Self.prompts(tmux)) ?? 0 > prompts && screen.cursorLine.hasSuffix(">")
                }
            }
        }
        var lines = try tmux.scrollback().split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last == "" { lines.removeLast() }
        transcript.note("tmux, 80×24, TERM=screen: the whole scrollback (capture-pane -S -)")
        transcript.append(lines.joined(separator: "\n"))
        for line in lines { #expect(TextLayout.displayWidth(line) <= 80, "wider than the terminal: \(line)") }
        try transcript.check()
    }

    /// sous prompts the pane has shown so far.
    private static func prompts(_ tmux: TmuxSession) throws -> Int {
        try tmux.scrollback().split(separator: "\n").filter { $0.hasPrefix("sous") && $0.contains(">") }.count
    }

    /// A loopback port nothing listens on: one the kernel just gave out, closed again.
    private static func closedPort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        try #require(bound, "no loopback port to borrow")
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
