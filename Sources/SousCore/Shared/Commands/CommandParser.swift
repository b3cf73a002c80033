import FoundationEssentials
import MealKit

/// Turns one typed line into a `Command`, or the reason it is not one.
///
/// It finds the command word's spec; the spec's own parse function reads the rest.
public enum CommandParser {
    /// Parses a line; an empty or blank line is `nil` (nothing to do).
    public static func parse(_ line: String) -> Result<Command, SousError>? {
        // A pasted line may carry colour codes or a stray control character: what runs is what the
        // screen would show, so `ESC[31mcat Beef` is `cat Beef`, not an unknown command shown as 'cat'.
        let trimmed = TerminalText.sanitizedLine(line).trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        var (word, argument) = CommandArguments.splitFirstWord(trimmed)
        // "/chicken" and "?open" work without a space, as in less and vi.
        if let first = word.first, first == "/" || first == "?", word.count > 1 {
            argument = trimmed.dropFirst().trimmingWhitespace()
            word = String(first)
        }
        guard let spec = CommandSpec.named(word) else {
            let suggestion = NameMatcher.closest(to: word, among: CommandSpec.all.flatMap(\.words).filter { $0.count > 1 })
                ?? CommandSpec.all.map(\.name).first { $0.hasPrefix(word.lowercased()) }
            return .failure(.unknownCommand(word, suggestion: suggestion))
        }
        let arguments = CommandArguments(command: spec.name, usage: spec.usage, text: argument)
        // Parse functions throw only `SousError`s (their checks are typed); anything else is a usage error.
        return Result { try spec.parse(arguments) }.mapError { $0 as? SousError ?? .missingArgument(usage: spec.usage) }
    }
}
