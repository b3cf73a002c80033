import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches pictures over HTTP(S) with URLSession, with a short timeout: a picture is never worth a wait.
public struct URLSessionImageFetcher: ImageFetching {
    private let session: URLSession

    public init(timeout: TimeInterval = 8) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        configuration.httpAdditionalHeaders = ["User-Agent": "sous (recipe shell)"]
        session = URLSession(configuration: configuration)
    }

    public func fetch(_ url: URL, limit: Int) async throws(ImageError) -> (data: Data, contentType: String?) {
        guard url.scheme == "https" || url.scheme == "http" else { throw .unreachable("not a web address") }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(from: url)
        } catch {
            throw .unreachable((error as NSError).localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else { throw .unreachable("no HTTP answer") }
        guard http.statusCode == 200 else { throw .unreachable("HTTP \(http.statusCode)") }
        if http.expectedContentLength > Int64(limit) { throw .tooLarge(limit: limit) }
        guard data.count <= limit else { throw .tooLarge(limit: limit) }
        return (data, http.value(forHTTPHeaderField: "Content-Type"))
    }
}
