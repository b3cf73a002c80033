import Foundation
import Testing
@testable import MealKit

/// `Retry-After` as a date, in the three forms HTTP allows, read without Foundation's formatters.
@Suite("HTTP dates")
struct HTTPDateTests {
    /// 1994-11-06 08:49:37 UTC, RFC 9110's example.
    static let example = Date(timeIntervalSince1970: 784_111_777)
    static let now = Date(timeIntervalSince1970: 1_764_590_400) // 2025-12-01 12:00:00 UTC

    @Test("RFC 9110's example in each form is the same moment", arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
    ])
    func threeForms(text: String) {
        #expect(HTTPDate.parse(text, now: Self.now) == Self.example)
    }

    @Test("dates across leap years, centuries and the ends of months")
    func calendar() {
        #expect(HTTPDate.parse("Thu, 01 Jan 1970 00:00:00 GMT") == Date(timeIntervalSince1970: 0))
        #expect(HTTPDate.parse("Tue, 29 Feb 2000 23:59:59 GMT") == Date(timeIntervalSince1970: 951_868_799))
        #expect(HTTPDate.parse("Mon, 01 Dec 2025 12:00:00 GMT") == Self.now)
        #expect(HTTPDate.parse("Wed, 31 Dec 2036 23:59:60 GMT") == Date(timeIntervalSince1970: 2_114_380_800),
                "a leap second is the next day's first")
        #expect(HTTPDate.parse("Sat, 29 Feb 2100 00:00:00 GMT") == nil, "2100 is not a leap year")
        #expect(HTTPDate.parse("Thu, 31 Apr 2025 00:00:00 GMT") == nil)
    }

    @Test("RFC 850's two-digit year is the latest one not more than 50 years ahead")
    func twoDigitYears() {
        let in2075 = HTTPDate.parse("Sunday, 01-Dec-75 00:00:00 GMT", now: Self.now)
        #expect(in2075 == Date(timeIntervalSince1970: TimeInterval(CalendarDay(year: 2075, month: 12, day: 1).ordinal * 86_400)))
        let in1976 = HTTPDate.parse("Monday, 01-Dec-76 00:00:00 GMT", now: Self.now)
        #expect(in1976 == Date(timeIntervalSince1970: TimeInterval(CalendarDay(year: 1976, month: 12, day: 1).ordinal * 86_400)))
    }

    @Test("anything else is no date", arguments: [
        "", " ", "garbage", "120", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Nov 1994 08:49:37 UTC",
        "Sun, 06 Nov 1994 08:49:37 GMT ", "sun, 06 Nov 1994 08:49:37 GMT", "Sun, 06 nov 1994 08:49:37 GMT",
        "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 94 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
        "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 08:49:61 GMT", "Sun, 00 Nov 1994 08:49:37 GMT",
        "Sun, 32 Nov 1994 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT", "Xyz, 06 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT", "Sun, 0x Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:37 GMT\u{0}", "Sunday, 06-Nov-1994 08:49:37 GMT", "Sun Nov 6 08:49:37 1994",
        "Sun Nov  6 08:49:37 94", "Sun Nov 06 08:49:37 1994 GMT", "Sun, 06 Nov ١٩٩٤ 08:49:37 GMT",
        "Sun,\t06 Nov 1994 08:49:37 GMT", "2025-12-01T12:00:00Z",
    ])
    func garbage(text: String) {
        #expect(HTTPDate.parse(text, now: Self.now) == nil)
    }

    @Test("Retry-After: seconds, a date counted from now (a past one is 0), or nothing usable")
    func retryAfter() {
        func response(_ value: String) -> HTTPResponse { HTTPResponse(status: 429, headers: ["Retry-After": value]) }
        #expect(response("7").retryAfter(now: Self.now) == 7)
        #expect(response(" 7 ").retryAfter(now: Self.now) == 7)
        #expect(response("-3").retryAfter(now: Self.now) == 0)
        #expect(response("Mon, 01 Dec 2025 12:00:30 GMT").retryAfter(now: Self.now) == 30)
        #expect(response("Mon, 01 Dec 2025 12:00:00 GMT").retryAfter(now: Self.now.addingTimeInterval(0.25)) == 0)
        #expect(response("Monday, 01-Dec-25 12:01:00 GMT").retryAfter(now: Self.now) == 60)
        #expect(response("Sun Nov  6 08:49:37 1994").retryAfter(now: Self.now) == 0)
        #expect(response("soon").retryAfter(now: Self.now) == nil)
        #expect(HTTPResponse(status: 429).retryAfter(now: Self.now) == nil)
    }

    @Test("header values lose the spaces, tabs and line end around them, not those inside")
    func trimming() {
        #expect(HTTPResponse.trimmingOptionalWhitespace(" \tapplication/json; charset=utf-8 \r\n") == "application/json; charset=utf-8")
        #expect(HTTPResponse.trimmingOptionalWhitespace(" \t\r\n") == "")
        #expect(HTTPResponse.trimmingOptionalWhitespace("\u{00A0}x") == "\u{00A0}x", "only HTTP's whitespace")
    }
}
