import Foundation
import MealKit
import SousTestSupport
import Testing

/// The real binary on `--source edamam` through a pipe, against the local Edamam server.
@Suite("Edamam sessions (real binary)", .serialized)
struct EdamamPipedTests {
    static func environment(_ server: EdamamTestServer, key: String? = nil) -> [String: String] {
        ["EDAMAM_APP_ID": server.credentials.appID, "EDAMAM_APP_KEY": key ?? server.credentials.appKey,
         "EDAMAM_ACCOUNT_USER": "cook42", "SOUS_EDAMAM_BASE": server.baseURL.absoluteString]
    }

    /// Every regular file under `root`, as text (binary files too: a key would show in their bytes).
    static func files(under root: URL) -> [(String, String)] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { item in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                  let data = try? Data(contentsOf: url) else { return nil }
            return (url.path, String(decoding: data, as: UTF8.self))
        }
    }

    @Test("search, paging past the fetched items, open, fav: the key is in no output and no saved file")
    func browseWithoutLeakingTheKey() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let key = server.credentials.appKey
        let run = try home.run(arguments: ["--source", "edamam"],
                               input: "search oranges\nnext\nnext\nopen 21\nfav\nopen 2\ncat dess\narea ital\nrandom 3\nfavs\nletter b\n",
                               environment: Self.environment(server))
        #expect(run.status == 1, "letter is not offered: stderr \(run.stderr)")
        #expect(run.stdout.contains(" \"oranges\" · 20 of 10000+ meals · page 1/2"))
        #expect(run.stdout.contains(" \"oranges\" · 20 of 10000+ meals · page 2/2"))
        #expect(run.stdout.contains(" \"oranges\" · 40 of 10000+ meals · page 3/4"), "next fetched page 2 of the search")
        #expect(run.stdout.contains(" Lavender Mascarpone Mini Cheesecakes\n id recipe_"), "item 21 is the first of the fetched page, its long id on a row of its own")
        #expect(run.stdout.contains("★ Lavender Mascarpone Mini Cheesecakes saved to favorites"))
        #expect(run.stdout.contains(" serves 12 · 45 min · "))
        #expect(run.stdout.contains(" Desserts · "), "cat dess resolved to Edamam's dish type")
        #expect(run.stdout.contains(" Italian · 7 of 10000+ meals"))
        #expect(run.stdout.contains("Lavender Mascarpone Mini Cheesecakes · edamam"), "favs tags Edamam's, stars none")
        #expect(run.stderr == "line 11: browsing by first letter is not offered by Edamam: use search, cat or area (or start sous with --source live)\n")
        let stats = try await server.stats()
        #expect(stats.api == 5, "search, next page, cat, area, random; open and fav cost nothing")
        #expect(Set(stats.accountUsers) == ["cook42"])

        #expect(!run.stdout.contains(key) && !run.stderr.contains(key))
        #expect(!run.stdout.contains(server.credentials.appID) && !run.stderr.contains(server.credentials.appID))
        let saved = Self.files(under: home.root)
        #expect(saved.contains { $0.0.hasSuffix("sous/favorites.json") })
        #expect(saved.contains { $0.0.contains("sous/images/recipe_651e0f396b1c206803eadab0896d9e4b.jpg") })
        for (path, text) in saved {
            #expect(!text.contains(key), "the key is in \(path)")
            #expect(!text.contains("X-Amz"), "a signed link was saved in \(path)")
        }
    }

    @Test("401, 403 and 429 each say what is wrong in one line, without the key")
    func errorStatuses() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let wrongKey = "wrong-\(UUID().uuidString)"
        let unauthorized = try home.run(arguments: ["--source", "edamam", "-c", "search oranges"],
                                        environment: Self.environment(server, key: wrongKey))
        #expect(unauthorized.status == 1)
        #expect(unauthorized.stderr == "line 1: Edamam refused the app id or key (HTTP 401): check EDAMAM_APP_ID and EDAMAM_APP_KEY at https://developer.edamam.com\n")
        try await server.fault("403", times: 1)
        let forbidden = try home.run(arguments: ["--source", "edamam", "-c", "search oranges"], environment: Self.environment(server))
        #expect(forbidden.stderr.hasPrefix("line 1: Edamam refused access (HTTP 403)"))
        try await server.fault("429", times: 1, retryAfter: 20)
        let limited = try home.run(arguments: ["--source", "edamam", "-c", "search oranges"], environment: Self.environment(server))
        #expect(limited.stderr == "line 1: Edamam's rate limit was reached (HTTP 429): type retry in 20 s\n")
        for run in [unauthorized, forbidden, limited] {
            #expect(!run.stderr.contains(wrongKey) && !run.stderr.contains(server.credentials.appKey))
        }
    }

    @Test("no keys: one line says what to set and where to get them")
    func missingKeys() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "edamam", "-c", "cats; search oranges"],
                               environment: ["SOUS_EDAMAM_BASE": "http://127.0.0.1:9/"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Main course"), "the dish types need no keys")
        #expect(run.stderr == "line 2: Edamam needs an app id and key: set EDAMAM_APP_ID and EDAMAM_APP_KEY (or edamam.app_id and edamam.app_key in config.json); free keys at https://developer.edamam.com\n")
    }

    @Test("keys from config.json when the environment has none")
    func keysFromConfig() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let folder = home.config.appendingPathComponent("sous")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let settings = ["edamam.app_id": server.credentials.appID, "edamam.app_key": server.credentials.appKey]
        try JSONSerialization.data(withJSONObject: settings).write(to: folder.appendingPathComponent("config.json"))
        let run = try home.run(arguments: ["--source", "edamam", "-c", "search chicken"],
                               environment: ["SOUS_EDAMAM_BASE": server.baseURL.absoluteString])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains(" \"chicken\" · 7 of 10000+ meals"))
    }

    @Test("an Edamam favorite opens offline with its picture after the server (and its links) are gone")
    func favoriteOpensOffline() async throws {
        let server = try await EdamamTestServer.start()
        let home = try TemporaryHome()
        let saved = try home.run(arguments: ["--source", "edamam", "-c", "search chicken; fav 2"], environment: Self.environment(server))
        #expect(saved.status == 0, "stderr: \(saved.stderr)")
        #expect(saved.stdout.contains("★ Chicken Paprikash saved to favorites"))
        try await server.expireImages()
        try await server.stopAndWait()

        let offline = try home.run(arguments: ["-c", "cat Beef; fav 1; favs; open 1"])
        #expect(offline.status == 0, "stderr: \(offline.stderr)")
        #expect(offline.stdout.contains("   1  Chicken Paprikash · edamam"))
        #expect(offline.stdout.contains("   2  Algerian Kefta (Meatballs)\n"), "TheMealDB's favorite, untagged, in the same list")
        #expect(offline.stdout.contains(" Chicken Paprikash ★ · id recipe_8275bb28647abcedef0baaf2dcf34f8b\n"))
        #expect(offline.stdout.contains(" Ingredients"))
        let picture = home.data.appendingPathComponent("sous/images/recipe_8275bb28647abcedef0baaf2dcf34f8b.jpg")
        #expect(offline.stdout.contains(" Picture \(picture.absoluteString)"))
        let bytes = try Data(contentsOf: picture)
        #expect(bytes.prefix(3) == Data([0xFF, 0xD8, 0xFF]), "the picture itself, kept on disk")
    }
}
