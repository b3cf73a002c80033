import FoundationEssentials
import MealKit

/// Ctrl-R's incremental search: what is typed so far, and the history line that matches it.
///
/// Matching ignores case and accents, as sous's names do (`be` finds `cat Beef`); the newest match
/// comes first and `older()` steps back, skipping lines equal to the one shown.
struct HistorySearch {
    /// Oldest first, as `EditorHistory` keeps them.
    let lines: [String]
    private(set) var query = ""
    /// The index in `lines` of the line shown; nil until something matches.
    private(set) var match: Int?
    /// Whether the query, as typed now, matches nothing (the last match stays shown).
    private(set) var failed = false

    init(lines: [String]) { self.lines = lines }

    /// The line the search shows and Enter runs, if any matched.
    var matchedLine: String? { match.map { lines[$0] } }

    /// The prompt on the search line: `(search) Be: `, or `(no match) Bex: `.
    var prompt: String { (failed ? "(no match) " : "(search) ") + query + ": " }

    /// A character typed into the query: the match stays if it still fits, else an older one is found.
    mutating func type(_ text: String) {
        query += text
        find(from: match ?? lines.count - 1, skipping: nil)
    }

    /// Backspace: one character off the query, and the search starts again from the newest line.
    mutating func deleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        match = nil
        failed = false
        if !query.isEmpty { find(from: lines.count - 1, skipping: nil) }
    }

    /// Ctrl-R again: the next older line that matches. Returns false when there is none (the match stays).
    @discardableResult
    mutating func older() -> Bool {
        guard let match, !failed else { return false }
        let before = self.match
        find(from: match - 1, skipping: lines[match])
        if failed {
            // Nothing older: the query still matches the line shown.
            self.match = before
            failed = false
            return false
        }
        return true
    }

    private mutating func find(from start: Int, skipping shown: String?) {
        guard !query.isEmpty else { return }
        var index = start
        while index >= 0 {
            let line = lines[index]
            if line != shown, line.foldedContains(query) {
                match = index
                failed = false
                return
            }
            index -= 1
        }
        failed = true
    }
}
