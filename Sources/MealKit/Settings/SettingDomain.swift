import FoundationEssentials

/// What a setting accepts: a whole number in a range, one word of a list, or a token (a key, an id).
public enum SettingDomain: Hashable, Sendable {
    case range(ClosedRange<Int>)
    case choices([String])
    /// One word of visible characters, such as an API key; `secret` ones are never shown back.
    case token(secret: Bool)
    /// A folder's absolute path (`set cookbook`; `~` is expanded before it is kept).
    case folder

    /// The value as it is kept (`"5"`, `"never"`), or `nil` when `text` is not one the setting takes.
    ///
    /// Words are matched without regard to case, since `set units US` plainly means `us`.
    public func canonical(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        switch self {
        case .range(let range):
            guard let number = Int(trimmed), range.contains(number) else { return nil }
            return String(number)
        case .choices(let choices):
            let lowered = trimmed.lowercased()
            return choices.contains(lowered) ? lowered : nil
        case .token:
            let visible = !trimmed.isEmpty && trimmed.count <= 256
                && trimmed.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
            return visible ? trimmed : nil
        case .folder:
            let usable = !trimmed.isEmpty && trimmed.utf8.count <= 4096
                && !trimmed.unicodeScalars.contains { $0.properties.generalCategory == .control }
            return usable ? trimmed : nil
        }
    }

    /// The words completion offers after the key (none for a number).
    public var choices: [String] {
        switch self {
        case .range, .token, .folder: return []
        case .choices(let choices): return choices
        }
    }
}
