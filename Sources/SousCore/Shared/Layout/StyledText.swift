/// How a piece of text should look; the shell's renderer decides the bytes (or none, without colour).
public enum Style: Hashable, Sendable {
    case plain
    case heading
    case bold
    case dim
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
    public var plainText: String { spans.map(\.text).joined() }

    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        StyledLine(lhs.spans + rhs.spans)
    }
}
