import CCurl
import Foundation
import Testing
@testable import MealKit

/// `Retry-After`: seconds, or an HTTP date read by libcurl, as seconds from now.
@Suite("Retry-After")
struct RetryAfterTests {
    /// 1994-11-06 08:49:37 UTC, RFC 9110's example.
    static let example = Date(timeIntervalSince1970: 784_111_777)
    static let now = Date(timeIntervalSince1970: 1_764_590_400) // 2025-12-01 12:00:00 UTC

    /// The header reached sous through libcurl, so libcurl is loaded when it is read.
    static let libcurlLoaded = ccurl_load(nil, nil, 0) == 1

    static func response(_ value: String) -> HTTPResponse { HTTPResponse(status: 429, headers: ["Retry-After": value]) }

    @Test("RFC 9110's example in each of HTTP's three forms is the same moment", arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
    ])
    func threeForms(text: String) throws {
        try #require(Self.libcurlLoaded)
        #expect(Self.response(text).retryAfter(now: Self.example.addingTimeInterval(-30)) == 30)
    }

    @Test("seconds, a date counted from now (a past one is 0), or nothing usable")
    func values() throws {
        try #require(Self.libcurlLoaded)
        #expect(Self.response("7").retryAfter(now: Self.now) == 7)
        #expect(Self.response(" 7 ").retryAfter(now: Self.now) == 7)
        #expect(Self.response("-3").retryAfter(now: Self.now) == 0)
        #expect(Self.response("Mon, 01 Dec 2025 12:00:30 GMT").retryAfter(now: Self.now) == 30)
        #expect(Self.response("Mon, 01 Dec 2025 12:00:00 GMT").retryAfter(now: Self.now.addingTimeInterval(0.25)) == 0)
        #expect(Self.response("Monday, 01-Dec-25 12:01:00 GMT").retryAfter(now: Self.now) == 60)
        #expect(Self.response("Wed, 31 Dec 2036 23:59:59 GMT").retryAfter(now: Self.now) == 349_790_399)
        #expect(Self.response("Sun Nov  6 08:49:37 1994").retryAfter(now: Self.now) == 0)
        for garbage in ["", "soon", "in a minute", "Xyz, 99 Foo 1994 99:99:99 GMT"] {
            #expect(Self.response(garbage).retryAfter(now: Self.now) == nil, "\(garbage)")
        }
        #expect(HTTPResponse(status: 429).retryAfter(now: Self.now) == nil)
    }

    @Test("header values lose the spaces, tabs and line end around them, not those inside")
    func trimming() {
        #expect(HTTPResponse.trimmingOptionalWhitespace(" \tapplication/json; charset=utf-8 \r\n") == "application/json; charset=utf-8")
        #expect(HTTPResponse.trimmingOptionalWhitespace(" \t\r\n") == "")
        #expect(HTTPResponse.trimmingOptionalWhitespace("\u{00A0}x") == "\u{00A0}x", "only HTTP's whitespace")
    }
}
