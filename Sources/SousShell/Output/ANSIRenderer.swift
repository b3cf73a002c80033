import SousCore

/// Turns styled lines into the bytes a terminal shows: SGR colours, OSC 8 links, or plain text.
public struct ANSIRenderer: Sendable {
    public var useColor: Bool
    public var hyperlinks: Bool

    public init(useColor: Bool, hyperlinks: Bool) {
        self.useColor = useColor
        self.hyperlinks = hyperlinks
    }

    public func render(_ lines: [StyledLine]) -> String {
        var output = ""
        for line in lines {
            output += render(line)
            output += "\n"
        }
        return output
    }

    public func render(_ line: StyledLine) -> String {
        guard useColor else { return line.plainText }
        var output = ""
        for span in line.spans {
            // Span text is already sanitised by the screen renderer: only these escapes reach the terminal.
            switch span.style {
            case .plain: output += span.text
            case .link(let url) where hyperlinks:
                output += "\u{1B}]8;;\(url)\u{1B}\\\u{1B}[4m\(span.text)\u{1B}[0m\u{1B}]8;;\u{1B}\\"
            default:
                output += "\u{1B}[\(sgr(span.style))m\(span.text)\u{1B}[0m"
            }
        }
        return output
    }

    private func sgr(_ style: Style) -> String {
        switch style {
        case .plain: return "0"
        case .heading: return "1;36"
        case .bold: return "1"
        case .dim, .hint: return "2"
        case .number: return "36"
        case .star: return "33"
        case .error: return "31"
        case .notice: return "33"
        case .struck: return "9"
        case .link: return "4;34"
        }
    }
}
