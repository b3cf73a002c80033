import Foundation
import SousTestSupport
import Testing
@testable import MealKit

/// Fetching a recipe page from a local server: redirects, gzip, the size cap, the time limit, and one
/// line naming the host for each failure.
@Suite("Web page fetcher")
struct WebPageFetcherTests {
    static let page = """
        <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Crème brûlée","recipeIngredient":["4 egg yolks"]}</script></head></html>
        """

    @Test("a page, after redirects to the same and to another host name, gzip-compressed or not, with its charset")
    func fetches() async throws {
        let server = try await PageTestServer.start()
        defer { server.stop() }
        try server.write(Self.page, as: "creme.html")
        let fetcher = RecipePageFetcher(timeout: 20)
        for path in ["pages/creme.html", "gzip/creme.html", "redirect/3/creme.html", "elsewhere/creme.html"] {
            let page = try await fetcher.fetch(server.url(path))
            #expect(page.charset == "utf-8")
            #expect(try RecipePageReader.recipe(in: page.body, encoding: page.charset, url: page.url).name == "Crème brûlée")
        }
        let moved = try await fetcher.fetch(server.url("elsewhere/creme.html"))
        #expect(moved.url.host == "localhost")
    }

    @Test("each failure is one line naming the host")
    func failures() async throws {
        let server = try await PageTestServer.start()
        defer { server.stop() }
        // A generous limit: a loaded machine takes seconds for the redirect loop; the slow page is given up
        // on by the transport's stall rule (under 1 kB a second over 3 s) long before it.
        let fetcher = RecipePageFetcher(timeout: 30, maxBytes: 1 << 20)
        await #expect(throws: WebPageError.httpStatus(host: "127.0.0.1", status: 404)) { try await fetcher.fetch(server.url("status/404")) }
        await #expect(throws: WebPageError.unreachable(host: "127.0.0.1", detail: "too many redirects")) { try await fetcher.fetch(server.url("loop")) }
        await #expect(throws: WebPageError.tooLarge(host: "127.0.0.1", limit: 1 << 20)) { try await fetcher.fetch(server.url("big")) }
        await #expect(throws: WebPageError.tooLarge(host: "127.0.0.1", limit: 1 << 20)) { try await fetcher.fetch(server.url("big-chunked")) }
        await #expect(throws: WebPageError.notAPage(host: "127.0.0.1", contentType: "image/png")) { try await fetcher.fetch(server.url("image")) }
        do {
            _ = try await fetcher.fetch(server.url("slow"))
            Issue.record("a page dripping a byte a second was waited for")
        } catch {
            guard case .unreachable(let host, _) = error else { Issue.record("\(error)"); return }
            #expect(host == "127.0.0.1")
            #expect(!error.message.contains("\n"))
        }
        await #expect(throws: WebPageError.notAWebAddress("file:///etc/passwd")) { try await fetcher.fetch(URL(string: "file:///etc/passwd")!) }
        await #expect(throws: WebPageError.notAWebAddress("javascript:alert(1)")) { try await fetcher.fetch(URL(string: "javascript:alert(1)")!) }
    }

    @Test("the charset of a Content-Type")
    func charset() {
        #expect(RecipePageFetcher.charset(in: "text/html; charset=ISO-8859-1") == "ISO-8859-1")
        #expect(RecipePageFetcher.charset(in: #"text/html;charset="utf-8""#) == "utf-8")
        #expect(RecipePageFetcher.charset(in: "text/html") == nil)
        #expect(RecipePageFetcher.charset(in: "text/html; charset=$(rm -rf)") == nil)
    }
}
