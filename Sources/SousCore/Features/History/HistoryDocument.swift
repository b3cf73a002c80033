import FoundationEssentials
import MealKit

/// Recent commands for scripts (`"kind": "history"`), dates in ISO 8601, UTC.
struct HistoryDocument: Encodable {
    struct Entry: Encodable {
        var number: Int
        var date: String
        var line: String
    }

    let kind = "history"
    var entries: [Entry]

    init(_ entries: [HistoryEntry], firstNumber: Int) {
        self.entries = entries.enumerated().map { offset, entry in
            Entry(number: firstNumber + offset, date: entry.date.formatted(.iso8601), line: TerminalText.sanitizedLine(entry.line))
        }
    }
}
