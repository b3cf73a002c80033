/// How a piece of text should look; the shell's renderer decides the bytes (or none, without colour).
public enum Style: Hashable, Sendable {
    case plain
    case heading
    case bold
    case dim
    /// What to type next ("open <n> shows a recipe"): for a person at a terminal, left out of pipes.
    case hint
    case number
    case star
    case error
    case notice
    case struck
    /// A link: the text shown, and where it points (OSC 8 where the terminal supports it).
    case link(String)
}

/// A run of text in one style.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of output: spans, no newline.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
    public var spans: [Span]

    public init(_ spans: [Span] = []) { self.spans = spans }
    public init(_ text: String, _ style: Style = .plain) { self.spans = [Span(text, style)] }
    public init(stringLiteral value: String) { self.spans = [Span(value)] }

    /// The text without styling (what a pipe receives, and what golden tests compare).
    public var plainText: String {
        // A loop rather than `map(\.text).joined()`, whose unspecialized generic costs ~0.1 ms at its
        // first call (the banner before the first prompt): the runtime scans every conformance once.
        var text = ""
        for span in spans { text += span.text }
        return text
    }

    /// Whether the whole line is a hint of what to type next.
    public var isHint: Bool { !spans.isEmpty && spans.allSatisfy { $0.style == .hint } }

    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        StyledLine(lhs.spans + rhs.spans)
    }
}
