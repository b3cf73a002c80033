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
            // Still typing the command word: a bare Tab lists the commands, not their aliases too.
            let partial = String(head[wordStart...])
            let words = unique(partial.isEmpty ? context.helpTopics : context.commands).map { Completion.Candidate($0) }
            return complete(partial, from: wordStart, cursor: cursor, among: words, line: characters)
        }
        guard let spec = CommandSpec.named(String(characters[wordStart..<wordEnd])) else { return .none(at: cursor) }
        let argumentStart = head[wordEnd...].firstIndex { !$0.isWhitespace } ?? cursor
        let partial = String(head[argumentStart...])
        // Two-word arguments (`shop check`, `set units metric`): past the first word, complete the second.
        if let space = partial.firstIndex(of: " ") {
            let first = String(partial[..<space])
            let typed = String(partial[space...].drop { $0 == " " })
            if case .action(_, let taking) = spec.argument, let argument = taking[first.lowercased()] {
                return complete(argument, typed: typed, from: cursor - typed.count, cursor: cursor, context: context, line: characters)
            }
            if let second = secondWords(for: spec, first: first) {
                return complete(typed, from: cursor - typed.count, cursor: cursor,
                                among: second.map { Completion.Candidate($0) }, line: characters)
            }
        }
        return complete(spec.argument, typed: partial, from: argumentStart, cursor: cursor, context: context, line: characters)
    }

    /// Completes what is typed for an argument of this kind: a comma list completes its last name,
    /// a path its last component; anything else is matched whole.
    private static func complete(
        _ argument: CommandSpec.Argument, typed: String, from start: Int, cursor: Int, context: CompletionContext,
        line: [Character]
    ) -> Completion {
        switch argument {
        case .ingredientList, .pantryItems:
            let last = typed.split(separator: ",", omittingEmptySubsequences: false).last.map(String.init) ?? typed
            let name = String(last.drop { $0 == " " })
            let names = argument == .pantryItems ? context.sorted.pantry : context.sorted.ingredients
            return complete(name, from: cursor - name.count, cursor: cursor, among: names, line: line)
        case .plannedMeal, .shoppingItem, .shoppingMeal, .listingNumbers:
            // Numbers: the last one typed completes (`shop check 1 5⇥`), never a name.
            let number = String(typed.reversed().prefix { $0 != " " && $0 != "," }.reversed())
            let candidates = candidates(for: argument, partial: number, context: context)
            return complete(number, from: cursor - number.count, cursor: cursor, among: candidates, line: line)
        case .path:
            guard let listDirectory = context.listDirectory else { return .none(at: cursor) }
            let folder = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
            let name = String(typed.dropFirst(folder.count))
            let entries = listDirectory(folder).filter { !$0.hasPrefix(".") || name.hasPrefix(".") }
            let candidates = entries.sorted().map { Completion.Candidate($0) }
            var completion = complete(name, from: cursor - name.count, cursor: cursor, among: candidates, line: line)
            // A folder goes on with a slash, not a space: what is inside it comes next.
            if let inserted = completion.insertion, inserted.hasSuffix("/ ") { completion.insertion = String(inserted.dropLast()) }
            return completion
        default:
            let candidates = candidates(for: argument, partial: typed, context: context)
            return complete(typed, from: start, cursor: cursor, among: candidates, line: line)
        }
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
        for argument: CommandSpec.Argument, partial: String, context: CompletionContext
    ) -> [Completion.Candidate] {
        switch argument {
        case .category: return context.sorted.categories
        case .area: return context.sorted.areas
        case .ingredient: return context.sorted.ingredients
        case .favorite: return context.sorted.favorites
        case .command: return unique(context.helpTopics).map { Completion.Candidate($0) }
        case .listingItem:
            guard !partial.isEmpty else {
                // A bare `open ⇥` offers the page in view, the numbers the user is looking at; with no
                // listing, nothing (`0...(-1)` here once trapped: `open ⇥` at start crashed the shell).
                guard let page = context.listingPage else { return [] }
                return context.sorted.listingNumbers.enumerated().filter { page.contains($0.offset + 1) }.map(\.element)
            }
            return isListingNumber(partial) ? context.sorted.listingNumbers : context.sorted.listingNames
        case .listingNumbers:
            guard partial.isEmpty || isListingNumber(partial) else { return [] }
            return candidates(for: .listingItem, partial: partial, context: context)
        case .action(let words, _):
            return words.map { Completion.Candidate($0) }
        case .setting:
            return SettingKey.allCases.map { Completion.Candidate($0.rawValue) }
        case .ingredientList: return context.sorted.ingredients
        case .listingItemOrFavorite:
            let listed = candidates(for: .listingItem, partial: partial, context: context)
            // A bare Tab offers the page in view, as `open ⇥` does, and digits the listing's numbers; with
            // nothing listed, or a name begun, the names: the listing's and the favorites'.
            if !listed.isEmpty, partial.isEmpty || isListingNumber(partial) { return listed }
            // A name may be the listing's or a favorite's; one spelled in both is offered once.
            var seen = Set(listed.map(\.text))
            let favorites = context.sorted.favorites.filter { seen.insert($0.text).inserted }
            return (listed + favorites).sorted { $0.key < $1.key }
        case .pantryItems: return context.sorted.pantry
        case .plannedMeal: return context.sorted.plannedMeals
        case .shoppingItem(let ticked): return ticked ? context.sorted.tickedItems : context.sorted.untickedItems
        case .shoppingMeal: return context.sorted.shoppingMeals
        case .none, .number, .text, .path:
            return []
        }
    }

    /// Whether a partial argument is the start of a listing number: digits, at least one ("½" and "٣"
    /// are numbers to Swift, not to `open`).
    private static func isListingNumber(_ partial: String) -> Bool {
        !partial.isEmpty && partial.allSatisfy { $0.isASCII && $0.isNumber }
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
