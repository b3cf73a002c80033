import FoundationEssentials
import MealKit

/// Which typed lines go into history, as in bash's `ignorespace` and `ignoredups`.
public enum HistoryPolicy {
    /// Longer lines are not kept: no one recalls a pasted megabyte, and each would stay in
    /// history.json (and be read at every start) for thousands of commands.
    public static let longestRecordedLine = 1_024

    public static func shouldRecord(_ line: String, after previous: String?) -> Bool {
        guard line.utf8.count <= longestRecordedLine else { return false }
        guard let first = line.first, first != " ", first != "\t" else { return false }
        let trimmed = line.trimmingWhitespace()
        return !trimmed.isEmpty && trimmed != previous && !carriesSecret(trimmed)
    }
}
