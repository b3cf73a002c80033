import Foundation

/// Runs `Tests/Server/page_server.py` on a free loopback port for one test, serving the pages a test
/// writes (`write`), and the server's awkward answers (redirects, gzip, a 40 MB page, a slow one…).
public final class PageTestServer: Sendable {
    public static let scriptURL = ServerProcess.script("page_server.py")

    private let server: ServerProcess
    /// The folder the server serves `/pages/<name>` from.
    public let root: URL

    /// `http://127.0.0.1:<port>/`.
    public var baseURL: URL { server.rootURL }

    private init(server: ServerProcess, root: URL) {
        self.server = server
        self.root = root
    }

    public static func start() async throws -> PageTestServer {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let server = try await ServerProcess.launch(scriptURL, arguments: ["--root", root.path])
        return PageTestServer(server: server, root: root)
    }

    /// Saves `page` as `name`, served at `/pages/<name>`.
    public func write(_ page: String, as name: String) throws {
        try Data(page.utf8).write(to: root.appendingPathComponent(name))
    }

    /// The address of `path` ("pages/risotto.html", "gzip/risotto.html", "big").
    public func url(_ path: String) -> URL { URL(string: path, relativeTo: baseURL)!.absoluteURL }

    public func stop() {
        server.stop()
        try? FileManager.default.removeItem(at: root)
    }
}
