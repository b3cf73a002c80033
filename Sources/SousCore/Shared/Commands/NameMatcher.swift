import FoundationEssentials
import MealKit

/// Finds which of a set of names a user meant: exactly, by unique prefix, case- and accent-blind.
public enum NameMatcher {
    public enum Match: Equatable, Sendable {
        case found(String)
        case ambiguous([String])
        case notFound(suggestion: String?)
    }

    public static func match(_ query: String, among names: [String]) -> Match {
        let wanted = TerminalText.sanitizedLine(query).trimmingWhitespace().foldedForSearch
        guard !wanted.isEmpty else { return .notFound(suggestion: nil) }
        // Names are compared as the screen shows them, so what a user sees (and Tab inserts) is
        // what they can type, even when a source sends escapes inside a name.
        let folded = names.map { TerminalText.sanitizedLine($0).foldedForSearch }
        if let exact = folded.firstIndex(of: wanted) { return .found(names[exact]) }
        let prefixed = zip(names, folded).filter { $0.1.hasPrefix(wanted) }.map(\.0)
        if prefixed.count == 1 { return .found(prefixed[0]) }
        if prefixed.count > 1 { return .ambiguous(prefixed) }
        return .notFound(suggestion: closest(to: wanted, among: names))
    }

    /// The name within a small edit distance of the query, for "Did you mean …?".
    public static func closest(to query: String, among names: [String]) -> String? {
        let wanted = Array(query.foldedForSearch)
        let limit = max(1, min(3, wanted.count / 3))
        var best: (name: String, distance: Int)?
        for name in names {
            let candidate = Array(name.foldedForSearch)
            guard abs(candidate.count - wanted.count) <= limit else { continue }
            let distance = editDistance(wanted, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, with adjacent swaps counting one ("Beeg" vs "Bege").
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
