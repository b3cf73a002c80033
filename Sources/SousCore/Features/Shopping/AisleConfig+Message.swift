import MealKit

extension AisleConfig.Problem {
    /// The one line for a skipped line of the user's aisle.conf, with its number, as an editor counts.
    public func message(file: String) -> String {
        let reason: String
        switch kind {
        case .outsideSection: reason = "an ingredient before any [aisle] line"
        case .malformedSection: reason = "not an [aisle] line"
        case .malformedName: reason = "a name cannot hold [ or ], nor be empty"
        case .duplicate(let name, let firstLine):
            reason = "'\(TerminalText.truncated(TerminalText.sanitizedLine(name), to: 40))' already has its aisle on line \(firstLine)"
        }
        return "\(file) line \(line): \(reason); this line is skipped, the rest applies"
    }
}
