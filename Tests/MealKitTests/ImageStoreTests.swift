#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

/// Favorites' pictures on disk: checked before they are kept, written safely, found with no network.
@Suite("Image store")
struct ImageStoreTests {
    static let jpeg: Data = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/images/quadrants-16x16.jpg")
        return (try? Data(contentsOf: url)) ?? Data()
    }()
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    static let thumbnail = URL(string: "https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg")!

    @Test("a download through the fetcher is kept as images/<id>.jpg, 0600, and read back")
    func downloadAndKeep() async throws {
        let directory = try TemporaryDirectory()
        let store: any ImageStoring = ImageStore(dataDirectory: directory.url)
        let asked = Locked<[URL]>([])
        let fetcher = ClosureImageFetcher { url throws(ImageError) in
            asked.mutate { $0.append(url) }
            return (Self.jpeg, "image/jpeg")
        }
        let kept = try await store.download(MealImageURL.small(Self.thumbnail), for: "52772", using: fetcher)
        #expect(asked.value == [URL(string: "https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg/small")!])
        let path = directory.file("images/52772.jpg")
        #expect(kept == StoredImage(data: Self.jpeg, format: .jpeg, path: path))
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(stat(directory.file("images"), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(await store.image(for: "52772") == kept)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("images")) == ["52772.jpg"])

        // A new store over the same folder (a later start, no network) finds it.
        let later: any ImageStoring = ImageStore(dataDirectory: directory.url)
        #expect(await later.image(for: "52772") == kept)
        await store.remove(mealID: "52772")
        #expect(await store.image(for: "52772") == nil)
    }

    @Test("an HTML page, a lying content type, a truncated body and an oversized one are refused")
    func badContent() async throws {
        let directory = try TemporaryDirectory()
        let store: any ImageStoring = ImageStore(dataDirectory: directory.url, limit: 1_000)
        let html = Data("<!doctype html><title>Sign in to the Wi-Fi</title>".utf8)
        await #expect(throws: ImageError.notAnImage("not a JPEG or PNG")) {
            try await store.keep(html, contentType: "image/jpeg", for: "1")
        }
        await #expect(throws: ImageError.notAnImage("the server sent text/html, not a picture")) {
            try await store.keep(Self.jpeg, contentType: "text/html; charset=utf-8", for: "1")
        }
        await #expect(throws: ImageError.notAnImage("not a JPEG or PNG")) {
            try await store.keep(Data([0xFF, 0xD8]), contentType: nil, for: "1")
        }
        await #expect(throws: ImageError.tooLarge(limit: 1_000)) {
            try await store.keep(Self.jpeg + Data(count: 1_000), contentType: "image/jpeg", for: "1")
        }
        let tooBig = ClosureImageFetcher { _ throws(ImageError) in (Data(count: 5_000_000), nil) }
        await #expect(throws: ImageError.tooLarge(limit: 2_000_000)) {
            try await store.download(Self.thumbnail, for: "1", using: tooBig)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("images/1.jpg")))
        #expect(try await store.keep(Self.png, contentType: "application/octet-stream", for: "2").format == .png)
    }

    @Test("an id that is not a plain name never becomes a path")
    func hostileID() async throws {
        let directory = try TemporaryDirectory()
        let store: any ImageStoring = ImageStore(dataDirectory: directory.url)
        for id in ["../../etc/passwd", "a/b", "", ".hidden", String(repeating: "9", count: 65)] {
            await #expect(throws: ImageError.self, "\(id)") { try await store.keep(Self.jpeg, contentType: nil, for: id) }
            #expect(await store.image(for: id) == nil)
        }
    }

    @Test("a failing disk is a clear error, not a crash; the in-memory store behaves alike")
    func unwritableAndMemory() async throws {
        let directory = try TemporaryDirectory()
        let store: any ImageStoring = ImageStore(dataDirectory: directory.url, fileSystem: FaultyFileSystem(.readOnly))
        await #expect {
            try await store.keep(Self.jpeg, contentType: nil, for: "3")
        } throws: { error in
            if case ImageError.unwritable = error { true } else { false }
        }
        let memory = InMemoryImageStore()
        let kept = try await memory.download(Self.thumbnail, for: "3", using: ClosureImageFetcher { _ throws(ImageError) in (Self.jpeg, nil) })
        #expect(kept == StoredImage(data: Self.jpeg, format: .jpeg))
        #expect(await memory.image(for: "3") == kept)
        await #expect(throws: ImageError.unreachable("offline")) {
            try await memory.download(Self.thumbnail, for: "4", using: ClosureImageFetcher.offline)
        }
    }

    @Test("TheMealDB's pictures are fetched small; other sources' links are left as they are")
    func smallVariant() {
        #expect(MealImageURL.small(Self.thumbnail).absoluteString.hasSuffix(".jpg/small"))
        let edamam = URL(string: "https://edamam-product-images.s3.amazonaws.com/web-img/abc.jpg?X-Amz-Signature=1")!
        #expect(MealImageURL.small(edamam) == edamam)
    }
}

/// A value changed from a `@Sendable` closure and read by the test.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
