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
        case .category: return sortedNames(context.categories)
        case .area: return sortedNames(context.areas)
        case .ingredient: return sortedNames(context.ingredients)
        case .favorite: return sortedNames(context.favorites)
        case .command: return unique(context.helpTopics).map { Completion.Candidate($0) }
        case .listingItem:
            if partial.isEmpty {
                // A bare `open ⇥` offers the page in view, the numbers the user is looking at.
                let page = context.listingPage ?? 0...(-1)
                return context.listing.filter { page.contains($0.number) }.map(numbered)
            }
            if partial.allSatisfy(\.isNumber) { return context.listing.map(numbered) }
            return sortedNames(context.listing.map(\.name))
        case .text where spec.name == "ingredients":
            return sortedNames(context.ingredients)
        case .action(let words):
            return words.map { Completion.Candidate($0) }
        case .setting:
            return SettingKey.allCases.map { Completion.Candidate($0.rawValue) }
        case .none, .number, .text:
            return []
        }
    }

    private static func numbered(_ item: CompletionContext.ListingItem) -> Completion.Candidate {
        Completion.Candidate(String(item.number), display: "\(item.number) \(TerminalText.sanitizedLine(item.name))")
    }

    private static func complete(
        _ partial: String, from start: Int, cursor: Int, among candidates: [Completion.Candidate], line: [Character]
    ) -> Completion {
        let wanted = partial.foldedForSearch
        let matches = candidates.filter { $0.text.foldedForSearch.hasPrefix(wanted) }
        let range = start..<cursor
        guard let first = matches.first else { return Completion(replacement: range, insertion: nil, candidates: []) }
        if matches.count == 1 {
            // No second space when the rest of the line already has one.
            let spaced = cursor < line.count && line[cursor] == " "
            return Completion(replacement: range, insertion: first.text + (spaced ? "" : " "), candidates: matches)
        }
        let common = longestCommonPrefix(matches.map(\.text))
        let grows = common.count > partial.count
        // Same length but a different spelling ("beef" for "Beef") is a correction worth making only once unique.
        return Completion(replacement: range, insertion: grows ? common : nil, candidates: matches)
    }

    /// The longest prefix all texts share, compared blind to case and accents, spelled as the first text.
    static func longestCommonPrefix(_ texts: [String]) -> String {
        guard let first = texts.first else { return "" }
        let folded = texts.map { Array($0).map { String($0).foldedForSearch } }
        var length = 0
        outer: while length < folded[0].count {
            for other in folded.dropFirst() where other.count <= length || other[length] != folded[0][length] {
                break outer
            }
            length += 1
        }
        return String(first.prefix(length))
    }

    private static func sortedNames(_ names: [String]) -> [Completion.Candidate] {
        unique(names.map(TerminalText.sanitizedLine))
            .sorted { $0.foldedForSearch < $1.foldedForSearch }
            .map { Completion.Candidate($0) }
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
