import FoundationEssentials
import MealKit

extension Session {
    /// A typed line goes to history unless it starts with a space, repeats the last one or holds a secret.
    mutating func lineEntered(_ line: String) -> [Effect] {
        guard HistoryPolicy.shouldRecord(line, after: state.lastRecordedLine) else { return [] }
        let trimmed = line.trimmingWhitespace()
        state.lastRecordedLine = trimmed
        return [.recordHistory(HistoryEntry(line: trimmed, date: clock.now()))]
    }

    mutating func historyLoaded(lastLine: String?, problems: [StorageProblem]) -> [Effect] {
        state.lastRecordedLine = lastLine
        return notices(problems)
    }

    /// `history [n]`: the last n entries, numbered as in the whole history.
    func showHistory(_ entries: [HistoryEntry], limit: Int) -> [Effect] {
        let shown = Array(entries.suffix(limit))
        guard !shown.isEmpty else { return [.show(.message("no history yet"))] }
        return [.show(.history(shown, firstNumber: entries.count - shown.count + 1))]
    }
}
