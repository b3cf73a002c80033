import Foundation
import Testing
@testable import MealKit
import SousTestSupport

/// Favorites' pictures downloaded over HTTP into the image store, before their links expire.
@Suite("ImageStore: downloads over HTTP")
struct ImageDownloadTests {
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
        let store = ImageStore(dataDirectory: data)
        let link = URL(string: "img/web-img/fc8/fc8e6d4ba4b0e0ea34aec2d54110e03a-m?X-Amz-Expires=3600", relativeTo: server.baseURL)!
        let id = "recipe_ee439691b9844a99086a240633eb12ad"
        let kept = try await store.download(link.absoluteURL, for: id, using: URLSessionImageFetcher())
        let path = try #require(kept.path)
        #expect(URL(fileURLWithPath: path).lastPathComponent == "\(id).jpg", "named by what it is, not by the link")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        try await server.stopAndWait()
        #expect(store.image(for: id) == kept)
        #expect(store.image(for: "recipe_other") == nil)
        #expect(store.image(for: "../favorites") == nil, "ids never become paths")
    }

    @Test("an expired link (403) and a body that is not a picture are refused, in words")
    func refuses() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let data = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let store = ImageStore(dataDirectory: data)
        let notAPicture = URL(string: "__stats", relativeTo: server.baseURL)!.absoluteURL
        await #expect {
            try await store.download(notAPicture, for: "recipe_a", using: URLSessionImageFetcher())
        } throws: { error in
            guard let error = error as? ImageError, case .notAnImage = error else { return false }
            return !error.reason.isEmpty
        }
        try await server.expireImages()
        let link = URL(string: "img/a.jpg", relativeTo: server.baseURL)!.absoluteURL
        await #expect(throws: ImageError.unreachable("HTTP 403")) {
            try await store.download(link, for: "recipe_a", using: URLSessionImageFetcher())
        }
        #expect(store.image(for: "recipe_a") == nil)
    }
}
