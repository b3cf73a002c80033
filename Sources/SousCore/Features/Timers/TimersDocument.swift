import FoundationEssentials
import MealKit

/// The running timers for scripts (`"kind": "timers"`), durations in seconds.
struct TimersDocument: Encodable {
    struct Item: Encodable {
        var number: Int
        @Nullable var label: String?
        var duration: Int
        var remaining: Int
        /// When it rings, ISO 8601 in UTC.
        var ends: String
    }

    let kind = "timers"
    var items: [Item]

    init(_ timers: [RunningTimers.Timer], now: Date) {
        items = timers.map { timer in
            Item(number: timer.number, label: timer.label.map(TerminalText.sanitizedLine), duration: timer.duration.seconds,
                 remaining: timer.remaining(at: now).seconds, ends: timer.dueAt.formatted(.iso8601))
        }
    }
}
