import Foundation

/// Turns one typed line into a `Command`, or the reason it is not one.
public enum CommandParser {
    /// The largest `random n` sous asks for at once: each is a request to the API.
    public static let randomLimit = 25

    /// Parses a line; an empty or blank line is `nil` (nothing to do).
    public static func parse(_ line: String) -> Result<Command, SousError>? {
        // A pasted line may carry colour codes or a stray control character: what runs is what the
        // screen would show, so `ESC[31mcat Beef` is `cat Beef`, not an unknown command shown as 'cat'.
        let trimmed = TerminalText.sanitizedLine(line).trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        var (word, argument) = split(trimmed)
        // "/chicken" and "?open" work without a space, as in less and vi.
        if let first = word.first, first == "/" || first == "?", word.count > 1 {
            argument = String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)
            word = String(first)
        }
        guard let spec = CommandSpec.named(word) else {
            let suggestion = NameMatcher.closest(to: word, among: CommandSpec.all.flatMap(\.words).filter { $0.count > 1 })
                ?? CommandSpec.all.map(\.name).first { $0.hasPrefix(word.lowercased()) }
            return .failure(.unknownCommand(word, suggestion: suggestion))
        }
        return Result { try command(for: spec, argument: argument) }
            .mapError { $0 as? SousError ?? .missingArgument(usage: spec.usage) }
    }

    private static func split(_ line: String) -> (word: String, argument: String?) {
        guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (line, nil) }
        let argument = line[space...].trimmingCharacters(in: .whitespaces)
        return (String(line[..<space]), argument.isEmpty ? nil : argument)
    }

    private static func command(for spec: CommandSpec, argument: String?) throws -> Command {
        func required() throws -> String {
            guard let argument else { throw SousError.missingArgument(usage: spec.usage) }
            return argument
        }
        func none(_ command: Command) throws -> Command {
            guard argument == nil else { throw SousError.unexpectedArgument(command: spec.name, usage: spec.usage) }
            return command
        }
        func number(_ text: String) throws -> Int {
            guard let value = Int(text) else { throw SousError.notANumber(text, usage: spec.usage) }
            return value
        }
        func reference(_ text: String?) throws -> MealReference? {
            guard let text else { return nil }
            if let value = Int(text) { return .number(value) }
            if text.allSatisfy(\.isNumber) { throw SousError.notANumber(text, usage: spec.usage) }
            return .name(text)
        }

        switch spec.name {
        case "help": return .help(topic: argument)
        case "categories": return try none(.categories)
        case "cat": return .category(try required())
        case "areas": return try none(.areas)
        case "area": return .area(try required())
        case "ingredients": return .ingredients(prefix: argument)
        case "ing": return .ingredient(try required())
        case "search":
            let text = try required()
            guard text.count >= 2 else { throw SousError.searchTooShort(text) }
            return .search(text)
        case "letter":
            let text = try required()
            guard text.count == 1, let letter = text.first, letter.isLetter else {
                throw SousError.notALetter(text)
            }
            return .letter(letter)
        case "next": return try none(.next)
        case "prev": return try none(.previous)
        case "page": return .page(try number(try required()))
        case "first": return try none(.first)
        case "last": return try none(.last)
        case "ls": return try none(.list)
        case "open":
            let (text, scale) = try openScale(try required())
            guard let reference = try reference(text) else { throw SousError.missingArgument(usage: spec.usage) }
            return scale.map { .openScaled(reference, scale: $0) } ?? .open(reference)
        case "random":
            guard let argument else { return .random(count: 1) }
            let count = try number(argument)
            guard (1...randomLimit).contains(count) else {
                throw SousError.numberOutOfRange(argument, allowed: 1...randomLimit)
            }
            return .random(count: count)
        case "fav": return .favorite(try reference(argument))
        case "unfav": return .unfavorite(try reference(argument))
        case "favs": return try none(.favorites)
        case "history":
            guard let argument else { return .history(limit: nil) }
            let limit = try number(argument)
            guard limit >= 1 else { throw SousError.numberOutOfRange(argument, allowed: 1...5_000) }
            return .history(limit: limit)
        case "retry": return try none(.retry)
        case "quit": return try none(.quit)
        case "shop": return .shop(try shopAction(argument, spec: spec))
        case "pantry": return .pantry(try pantryAction(argument, spec: spec))
        case "cook": return try none(.cook)
        case "with": return .with(try ingredientList(try required(), spec: spec))
        case "scale": return .scale(try scale(try required()))
        case "set": return try setting(argument, spec: spec)
        case "today": return try none(.today)
        case "export": return .export(try ExportRequest.parse(argument, usage: spec.usage))
        case "img": return .image(try reference(argument))
        case "tour": return try none(.tour)
        default:
            preconditionFailure("CommandSpec.all names a command the parser does not know: \(spec.name)")
        }
    }
}
