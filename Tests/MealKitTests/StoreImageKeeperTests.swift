import Foundation
import Testing
@testable import MealKit
import SousTestSupport

/// Favorites' pictures kept on disk, before their links expire.
@Suite("StoreImageKeeper")
struct StoreImageKeeperTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sous-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a picture is downloaded once and kept as <id>.jpg, 0600, found again without the network")
    func keeps() async throws {
        let server = try await EdamamTestServer.start()
        let data = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let keeper = StoreImageKeeper(store: ImageStore(dataDirectory: data), fetcher: HTTPImageFetcher())
        let link = URL(string: "img/web-img/fc8/fc8e6d4ba4b0e0ea34aec2d54110e03a-m?X-Amz-Expires=3600", relativeTo: server.baseURL)!
        let kept = try await keeper.keepImage(from: link.absoluteURL, forMealID: "recipe_ee439691b9844a99086a240633eb12ad").get()
        #expect(kept.lastPathComponent == "recipe_ee439691b9844a99086a240633eb12ad.jpg", "named by what it is, not by the link")
        let mode = try FileManager.default.attributesOfItem(atPath: kept.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        try await server.stopAndWait()
        #expect(await keeper.localImage(forMealID: "recipe_ee439691b9844a99086a240633eb12ad") == kept)
        #expect(await keeper.localImage(forMealID: "recipe_other") == nil)
        #expect(await keeper.localImage(forMealID: "../favorites") == nil, "ids never become paths")
    }

    @Test("an expired link (403) and a body that is not a picture are refused, in words")
    func refuses() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let data = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let keeper = StoreImageKeeper(store: ImageStore(dataDirectory: data), fetcher: HTTPImageFetcher())
        let notAPicture = URL(string: "__stats", relativeTo: server.baseURL)!.absoluteURL
        guard case .failure(.imageNotKept("recipe_a", let reason)) = await keeper.keepImage(from: notAPicture, forMealID: "recipe_a") else {
            Issue.record("a JSON answer was kept as a picture")
            return
        }
        #expect(!reason.isEmpty)
        try await server.expireImages()
        let link = URL(string: "img/a.jpg", relativeTo: server.baseURL)!.absoluteURL
        guard case .failure(.imageNotKept("recipe_a", let expired)) = await keeper.keepImage(from: link, forMealID: "recipe_a") else {
            Issue.record("an expired link was kept")
            return
        }
        #expect(expired.contains("403"), "\(expired)")
        #expect(await keeper.localImage(forMealID: "recipe_a") == nil)
    }
}
