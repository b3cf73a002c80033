import MealKit

/// Context-aware Tab completion: command words first, then the argument the command takes.
///
/// Pure: a line, a cursor and a `CompletionContext` in, a `Completion` out. Matching is by prefix,
/// blind to case and accents ("cre" finds "Crème"); names may contain spaces, so an argument is
/// everything between the command word and the cursor.
public enum Completer {
    public static func complete(line: String, cursor: Int, context: CompletionContext) -> Completion {
        let characters = Array(line)
        let cursor = min(max(0, cursor), characters.count)
        let head = characters[..<cursor]
        let wordStart = head.firstIndex { !$0.isWhitespace } ?? cursor
        guard let wordEnd = head[wordStart...].firstIndex(where: \.isWhitespace) else {
            // Still typing the command word.
            let partial = String(head[wordStart...])
            let words = unique(context.commands).map { Completion.Candidate($0) }
            return complete(partial, from: wordStart, cursor: cursor, among: words, line: characters)
        }
        guard let spec = CommandSpec.named(String(characters[wordStart..<wordEnd])) else { return .none(at: cursor) }
        let argumentStart = head[wordEnd...].firstIndex { !$0.isWhitespace } ?? cursor
        let partial = String(head[argumentStart...])
        // Two-word arguments (`shop check`, `set units metric`): past the first word, complete the second.
        if let space = partial.firstIndex(of: " "), let second = secondWords(for: spec, first: String(partial[..<space])) {
            let typed = String(partial[space...].drop { $0 == " " })
            return complete(typed, from: cursor - typed.count, cursor: cursor,
                            among: second.map { Completion.Candidate($0) }, line: characters)
        }
        let candidates = candidates(for: spec, partial: partial, context: context)
        return complete(partial, from: argumentStart, cursor: cursor, among: candidates, line: characters)
    }

    /// What follows the first word of a two-word argument: a setting's values; nil when nothing is offered.
    private static func secondWords(for spec: CommandSpec, first: String) -> [String]? {
        switch spec.argument {
        case .setting:
            guard let key = SettingKey(rawValue: first.lowercased()) else { return nil }
            return key.domain.choices + ["default"]
        case .action:
            return []
        default:
            return nil
        }
    }

    /// The names an argument of this kind can take, given what is typed so far.
    private static func candidates(
        for spec: CommandSpec, partial: String, context: CompletionContext
    ) -> [Completion.Candidate] {
        switch spec.argument {
        case .category: return context.sorted.categories
        case .area: return context.sorted.areas
        case .ingredient: return context.sorted.ingredients
        case .favorite: return context.sorted.favorites
        case .command: return unique(context.helpTopics).map { Completion.Candidate($0) }
        case .listingItem:
            if partial.isEmpty {
                // A bare `open ⇥` offers the page in view, the numbers the user is looking at.
                let page = context.listingPage ?? 0...(-1)
                return context.sorted.listingNumbers.enumerated().filter { page.contains($0.offset + 1) }.map(\.element)
            }
            if partial.allSatisfy(\.isNumber) { return context.sorted.listingNumbers }
            return context.sorted.listingNames
        case .action(let words):
            return words.map { Completion.Candidate($0) }
        case .setting:
            return SettingKey.allCases.map { Completion.Candidate($0.rawValue) }
        case .none, .number, .text:
            return []
        }
    }

    private static func complete(
        _ partial: String, from start: Int, cursor: Int, among candidates: [Completion.Candidate], line: [Character]
    ) -> Completion {
        let wanted = partial.foldedForSearch
        let matches = candidates.filter { $0.key.hasPrefix(wanted) }
        let range = start..<cursor
        guard let first = matches.first else { return Completion(replacement: range, insertion: nil, candidates: []) }
        if matches.count == 1 {
            // No second space when the rest of the line already has one.
            let spaced = cursor < line.count && line[cursor] == " "
            return Completion(replacement: range, insertion: first.text + (spaced ? "" : " "), candidates: matches)
        }
        let common = longestCommonPrefix(of: matches)
        let grows = common.count > partial.count
        // Same length but a different spelling ("beef" for "Beef") is a correction worth making only once unique.
        return Completion(replacement: range, insertion: grows ? common : nil, candidates: matches)
    }

    /// The longest prefix all texts share, compared blind to case and accents, spelled as the first text.
    static func longestCommonPrefix(_ texts: [String]) -> String {
        longestCommonPrefix(of: texts.map { Completion.Candidate($0) })
    }

    /// The same over candidates, whose folded keys are already made: the keys are compared as they
    /// are, and only the first text is folded again, character by character, to spell the result.
    static func longestCommonPrefix(of candidates: [Completion.Candidate]) -> String {
        guard let first = candidates.first else { return "" }
        let reference = Array(first.key)
        var length = reference.count
        for other in candidates.dropFirst() {
            var shared = 0
            for character in other.key.prefix(length) {
                guard character == reference[shared] else { break }
                shared += 1
            }
            length = shared
            if length == 0 { return "" }
        }
        // Map the folded length back onto the first text (folding may change a character's length).
        var folded = 0
        var taken = 0
        for character in first.text {
            let width = String(character).foldedForSearch.count
            guard folded + width <= length else { break }
            folded += width
            taken += 1
        }
        return String(first.text.prefix(taken))
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
