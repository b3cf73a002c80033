import FoundationEssentials

/// Where favorites keep their pictures, so they show after a source's links expire or with no network.
public protocol ImageStoring: Sendable {
    /// Checks `data` (size, declared type, magic bytes) and keeps it as `mealID`'s picture.
    func keep(_ data: Data, contentType: String?, for mealID: String) async throws(ImageError) -> StoredImage
    /// The kept picture, or nil.
    func image(for mealID: String) async -> StoredImage?
    /// Forgets the picture; nothing happens when there is none.
    func remove(mealID: String) async
}

extension ImageStoring {
    /// The largest picture kept: TheMealDB's small variants are about 20 kB, the large ones 150 kB.
    public static var sizeLimit: Int { 2_000_000 }

    /// Downloads `url` and keeps it.
    public func download(_ url: URL, for mealID: String, using fetcher: any ImageFetching) async throws(ImageError) -> StoredImage {
        let (data, contentType) = try await fetcher.fetch(url, limit: Self.sizeLimit)
        return try await keep(data, contentType: contentType, for: mealID)
    }
}

/// Pictures kept in memory: for tests, and for sessions with no data directory.
public actor InMemoryImageStore: ImageStoring {
    private var images: [String: StoredImage] = [:]
    private let limit: Int

    public init(limit: Int = 2_000_000) { self.limit = limit }

    public func keep(_ data: Data, contentType: String?, for mealID: String) throws(ImageError) -> StoredImage {
        let format = try ImageFormat.validate(data, contentType: contentType, limit: limit)
        let image = StoredImage(data: data, format: format)
        images[mealID] = image
        return image
    }

    public func image(for mealID: String) -> StoredImage? { images[mealID] }

    public func remove(mealID: String) { images[mealID] = nil }
}
