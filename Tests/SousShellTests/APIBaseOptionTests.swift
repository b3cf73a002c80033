import Foundation
import MealKit
import SousTestSupport
import Testing

/// `--api-base` points the chosen source at another server: TheMealDB's (see LiveSessionTests) and
/// Edamam's; the offline catalogue refuses it in one line.
@Suite("--api-base and the chosen source (real binary)", .serialized)
struct APIBaseOptionTests {
    @Test("--source edamam --api-base talks to that server; SOUS_API_BASE, TheMealDB's, does not move Edamam")
    func edamamFollowsTheFlag() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let keys = ["EDAMAM_APP_ID": server.credentials.appID, "EDAMAM_APP_KEY": server.credentials.appKey]
        let flagged = try home.run(arguments: ["--source", "edamam", "--api-base", server.baseURL.absoluteString, "-c", "search oranges"],
                                   environment: keys)
        #expect(flagged.status == 0, "stderr: \(flagged.stderr)")
        #expect(flagged.stdout.contains(" \"oranges\" · 20 of 10000+ meals · page 1/2"))

        // A closed port for TheMealDB in the environment: Edamam still goes to SOUS_EDAMAM_BASE.
        let environment = keys.merging(["SOUS_API_BASE": "http://127.0.0.1:9/", "SOUS_EDAMAM_BASE": server.baseURL.absoluteString]) { $1 }
        let unmoved = try home.run(arguments: ["--source", "edamam", "-c", "search oranges"], environment: environment)
        #expect(unmoved.status == 0, "stderr: \(unmoved.stderr)")
        #expect(unmoved.stdout.contains(" \"oranges\" · 20 of 10000+ meals · page 1/2"))
    }

    @Test("a bad --api-base for Edamam is refused at start, naming the flag")
    func edamamRefusesABadURL() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "edamam", "--api-base", "ftp://example", "-c", "cats"])
        #expect(run.status == 2)
        #expect(run.stderr == "sous: 'ftp://example' is not an http(s) URL (--api-base)\n")
    }

    @Test("--source offline --api-base says in one line why not")
    func offlineRefusesTheFlag() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline", "--api-base", "http://127.0.0.1:9/", "-c", "cats"])
        #expect(run.status == 2)
        #expect(run.stderr == "sous: --api-base does not apply to --source offline, which never uses the network\n")
        #expect(run.stdout.isEmpty)
    }
}
