import Foundation
import MealKit
import SousTestSupport
import Testing

/// "Today" is the user's day, read from `TZ` (or /etc/localtime) by the real binary: Foundation's own
/// zones are not linked, so only the C library can tell sous where the user is.
@Suite("Time zone from TZ (real binary)", .serialized)
struct TimeZonePipedTests {
    @Test("plan's week starts on the day it is in TZ", arguments: ["Asia/Tokyo", "America/Los_Angeles", "UTC"])
    func planTodayFollowsTZ(_ zone: String) throws {
        let home = try TemporaryHome()
        // The binary's clock cannot be set, so the day is computed from the same instant; a run that
        // straddles the zone's midnight may show either day. Tokyo's day differs from UTC's from 15:00
        // UTC and Los Angeles' until 08:00 UTC: a GMT-only binary fails one of them most of the day.
        let before = CalendarDay(Date(), offset: .zone(zone))
        let run = try home.run(input: "plan\n", environment: ["TZ": zone])
        let after = CalendarDay(Date(), offset: .zone(zone))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let heads = [before, after].map { " Plan · \(PlanDay.label($0)) – \(PlanDay.label($0.adding(days: 6)))" }
        #expect(heads.contains { run.stdout.contains($0) }, "expected \(heads[0]) in: \(run.stdout)")
    }

    @Test("history shows the time the clock showed in TZ then, summer time included", arguments: [
        ("Europe/London", "2025-07-01 11:30"), ("Asia/Tokyo", "2025-07-01 19:30"), ("America/Los_Angeles", "2025-07-01 03:30"),
    ])
    func historyTimeFollowsTZ(_ zone: String, _ shown: String) async throws {
        let home = try TemporaryHome()
        let typed = HistoryEntry(line: "favs", date: Date(timeIntervalSince1970: 1_751_365_800)) // 2025-07-01 10:30 UTC
        let folder = home.data.appendingPathComponent("sous")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let problems = await FileHistoryStore(directory: folder).append(typed)
        #expect(problems.isEmpty, "\(problems)")
        let run = try home.run(input: "history\n", environment: ["TZ": zone])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("  \(shown)  favs"), "expected \(shown) in: \(run.stdout)")
    }
}
