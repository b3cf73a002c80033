import Foundation

/// Which typed lines go into history, as in bash's `ignorespace` and `ignoredups`.
public enum HistoryPolicy {
    public static func shouldRecord(_ line: String, after previous: String?) -> Bool {
        guard let first = line.first, first != " ", first != "\t" else { return false }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && trimmed != previous && !carriesSecret(trimmed)
    }
}
