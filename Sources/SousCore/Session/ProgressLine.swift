import MealKit

/// The line a command still running after a moment shows, named by what it waits for:
/// "fetching Moussaka… Ctrl-C cancels" for `open 5` when item 5 of the listing is Moussaka, else the
/// words typed ("fetching Seafood…").
public enum ProgressLine {
    public static func text(for line: String, in state: SessionState) -> String {
        let typed = TerminalText.truncated(TerminalText.sanitizedLine(line).trimmingWhitespace(), to: 40)
        if let subject = subject(of: line, in: state) {
            return "fetching \(TerminalText.truncated(TerminalText.sanitizedLine(subject), to: 40))… Ctrl-C cancels"
        }
        guard let space = typed.firstIndex(of: " ") else { return "\(typed)… Ctrl-C cancels" }
        return "fetching \(typed[typed.index(after: space)...].trimmingWhitespace())… Ctrl-C cancels"
    }

    /// What the command fetches, in words the user knows, when the session can tell: the meal a number
    /// of the listing names, or how many random meals.
    private static func subject(of line: String, in state: SessionState) -> String? {
        guard case .success(let command)? = CommandParser.parse(line) else { return nil }
        switch command {
        case .open(let reference), .openScaled(let reference, _):
            guard case .listed(let meal) = state.locate(reference) else { return nil }
            return meal.name
        case .random(let count):
            return count == 1 ? "a random meal" : "\(count) random meals"
        default:
            return nil
        }
    }
}
