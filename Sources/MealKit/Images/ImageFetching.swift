import FoundationEssentials

/// Fetches a picture's bytes; the seam tests replace with a closure.
public protocol ImageFetching: Sendable {
    /// The body and its `Content-Type`, reading no more than `limit` bytes (more is `.tooLarge`).
    func fetch(_ url: URL, limit: Int) async throws(ImageError) -> (data: Data, contentType: String?)
}

/// A fetcher from a closure: canned bytes in tests, or one that always fails.
public struct ClosureImageFetcher: ImageFetching {
    private let body: @Sendable (URL) async throws(ImageError) -> (data: Data, contentType: String?)

    public init(_ body: @escaping @Sendable (URL) async throws(ImageError) -> (data: Data, contentType: String?)) {
        self.body = body
    }

    /// A fetcher that never reaches anything, for sessions that must stay off the network.
    public static let offline = ClosureImageFetcher { _ throws(ImageError) in throw .unreachable("offline") }

    public func fetch(_ url: URL, limit: Int) async throws(ImageError) -> (data: Data, contentType: String?) {
        let answer = try await body(url)
        guard answer.data.count <= limit else { throw .tooLarge(limit: limit) }
        return answer
    }
}
