import FoundationEssentials
import MealKit

/// What follows a command word, with the checks every command's parse function shares.
///
/// Each check throws the error the user reads, naming the command's usage, so a parse function
/// says only what is particular to its command.
public struct CommandArguments: Sendable {
    /// The command as its spec names it, for messages ("next takes no argument").
    public let command: String
    /// The spec's usage line, quoted by every error about this command's arguments.
    public let usage: String
    /// Everything after the command word, trimmed; nil when there is nothing.
    public let text: String?

    public init(command: String, usage: String, text: String?) {
        self.command = command
        self.usage = usage
        self.text = text
    }

    /// The argument a command cannot do without.
    public func required() throws(SousError) -> String {
        guard let text else { throw .missingArgument(usage: usage) }
        return text
    }

    /// `command` when nothing follows the word; an error when something does.
    public func none(_ command: Command) throws(SousError) -> Command {
        guard text == nil else { throw .unexpectedArgument(command: self.command, usage: usage) }
        return command
    }

    /// A whole number, or the error that says this is not one.
    public func number(_ text: String) throws(SousError) -> Int {
        guard let value = Int(text) else { throw .notANumber(text, usage: usage) }
        return value
    }

    /// An optional whole number between the bounds (`random [n]`, `history [n]`).
    public func optionalNumber(in allowed: ClosedRange<Int>, shown: ClosedRange<Int>? = nil) throws(SousError) -> Int? {
        guard let text else { return nil }
        let value = try number(text)
        guard allowed.contains(value) else { throw .numberOutOfRange(text, allowed: shown ?? allowed) }
        return value
    }

    /// A meal as typed: a number (of the listing, or an id), or a name; nil when nothing was typed.
    public func reference(_ text: String?) throws(SousError) -> MealReference? {
        guard let text else { return nil }
        if let value = Int(text) { return .number(value) }
        if text.allSatisfy(\.isNumber) { throw .notANumber(text, usage: usage) }
        return .name(text)
    }

    /// The first word of the argument and what follows it (`shop check 3` → "check", "3").
    public var firstWord: (word: String, rest: String?)? {
        guard let text else { return nil }
        return Self.splitFirstWord(text)
    }

    static func splitFirstWord(_ text: String) -> (word: String, rest: String?) {
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text, nil) }
        let rest = text[space...].trimmingWhitespace()
        return (String(text[..<space]), rest.isEmpty ? nil : rest)
    }
}
