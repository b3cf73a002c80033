import FoundationEssentials
import MealKit

/// Wrapping and column layout by display columns, for a terminal of a given width.
public enum TextLayout {
    /// Columns a string takes, as a terminal shows it: wide (CJK, most emoji) characters take two,
    /// combining marks none.
    public static func displayWidth(_ text: String) -> Int {
        // Printable ASCII is one column a byte, with no grapheme breaking to do: most of any recipe.
        let utf8 = text.utf8
        if utf8.allSatisfy(\.isPrintableASCII) { return utf8.count }
        return text.reduce(0) { $0 + displayWidth($1) }
    }

    /// A character's columns are its first scalar's, as the C library's `wcwidth` counts them
    /// (`Unicode.Scalar.terminalColumns`): the marks after it add none.
    static func displayWidth(_ character: Character) -> Int {
        character.unicodeScalars.first?.terminalColumns ?? 0
    }

    /// Greedy word wrap of prose to `width` columns: runs of spaces count as one, and only a word
    /// longer than a whole line is cut.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrap(StyledLine(singleSpaced(text)), width: width, hangingIndent: 0).map(\.plainText)
    }

    /// The text with each run of spaces made one, and none at either end: "1  bunch" is "1 bunch".
    public static func singleSpaced(_ text: String) -> String {
        hasSingleSpacesOnly(text) ? text : text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Whether no space byte starts or ends the text or follows another: then splitting it at spaces
    /// and joining the words with one space gives it back as it is, and need not be done.
    private static func hasSingleSpacesOnly(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            if byte == 0x20, previous == 0x20 { return false }
            previous = byte
        }
        return previous != 0x20 || text.isEmpty
    }

    /// Wraps one styled line at word boundaries to `width` columns, keeping its styles and the spaces
    /// inside each row; rows after the first start with `hangingIndent` spaces.
    ///
    /// Every line sous writes passes here (the screens' prose, and `fitted` for the rest), so text
    /// breaks between words at any width; only a single word wider than a row is split.
    public static func wrap(_ line: StyledLine, width: Int, hangingIndent: Int) -> [StyledLine] {
        let width = max(8, width)
        guard displayWidth(line.plainText) > width else { return [line] }
        let indent = min(max(0, hangingIndent), width / 2)
        var rows: [[Span]] = []
        var row: [Span] = []
        var rowWidth = 0
        var pendingSpaces: [Span] = []  // spaces between words: kept inside a row, dropped at a break
        var pendingWidth = 0
        func append(_ text: String, _ style: Style, to spans: inout [Span]) {
            guard !text.isEmpty else { return }
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text, style))
            }
        }
        func breakRow() {
            rows.append(row)
            row = indent > 0 ? [Span(String(repeating: " ", count: indent))] : []
            rowWidth = indent
            pendingSpaces = []
            pendingWidth = 0
        }
        var rowHasWord = false
        for token in tokens(of: line) {
            if token.isSpace {
                pendingSpaces += token.spans
                pendingWidth += token.width
                continue
            }
            if rowHasWord, rowWidth + pendingWidth + token.width > width {
                breakRow()
                rowHasWord = false
            }
            for span in pendingSpaces { append(span.text, span.style, to: &row) }
            rowWidth += pendingWidth
            pendingSpaces = []
            pendingWidth = 0
            rowHasWord = true
            // A word wider than the row's room is the one thing cut, at the edge.
            for span in token.spans {
                var rest = span.text
                while !rest.isEmpty {
                    let restWidth = displayWidth(rest)
                    if rowWidth + restWidth <= width {
                        append(rest, span.style, to: &row)
                        rowWidth += restWidth
                        break
                    }
                    guard rowWidth < width else {
                        breakRow()
                        continue
                    }
                    let (head, tail) = cut(rest, at: width - rowWidth)
                    append(head, span.style, to: &row)
                    rest = tail
                    breakRow()
                }
            }
        }
        rows.append(row)
        return rows.map { StyledLine($0) }
    }

    /// Lines as they fit `width`: each wider one wrapped at words, its rows indented two columns
    /// past where its text begins.
    ///
    /// A line holding a link is left whole: an address cut by a newline can no longer be clicked or
    /// copied, while the terminal's own soft wrap keeps it one piece.
    public static func fitted(_ lines: [StyledLine], width: Int) -> [StyledLine] {
        lines.flatMap { line -> [StyledLine] in
            let text = line.plainText
            guard displayWidth(text) > width,
                  !line.spans.contains(where: { if case .link = $0.style { return true } else { return false } })
            else { return [line] }
            let leading = text.prefix(while: { $0 == " " }).count
            return wrap(line, width: width, hangingIndent: leading + 2)
        }
    }

    /// A run of spaces or of other characters, each with the styles it was written in.
    private struct Token {
        var spans: [Span]
        var isSpace: Bool
        var width: Int
    }

    private static func tokens(of line: StyledLine) -> [Token] {
        var tokens: [Token] = []
        for span in line.spans {
            func add(_ text: String, isSpace: Bool, width: Int) {
                if let last = tokens.last, last.isSpace == isSpace {
                    tokens[tokens.count - 1].spans.append(Span(text, span.style))
                    tokens[tokens.count - 1].width += width
                } else {
                    tokens.append(Token(spans: [Span(text, span.style)], isSpace: isSpace, width: width))
                }
            }
            let utf8 = span.text.utf8
            if utf8.allSatisfy(\.isPrintableASCII) {
                // Printable ASCII: a character a byte, a column each, so runs are found in the bytes.
                var start = utf8.startIndex
                while start < utf8.endIndex {
                    let isSpace = utf8[start] == 0x20
                    let end = utf8[start...].firstIndex { ($0 == 0x20) != isSpace } ?? utf8.endIndex
                    add(String(span.text[start..<end]), isSpace: isSpace, width: utf8.distance(from: start, to: end))
                    start = end
                }
                continue
            }
            var current = ""
            var currentIsSpace: Bool?
            func flush() {
                guard let isSpace = currentIsSpace, !current.isEmpty else { return }
                add(current, isSpace: isSpace, width: displayWidth(current))
                current = ""
            }
            for character in span.text {
                let isSpace = character == " "
                if currentIsSpace != isSpace { flush() }
                currentIsSpace = isSpace
                current.append(character)
            }
            flush()
        }
        return tokens
    }

    /// Shortens text to `width` columns with an ellipsis.
    public static func truncate(_ text: String, width: Int) -> String {
        guard displayWidth(text) > width else { return text }
        guard width > 1 else { return String(text.prefix(max(0, width))) }
        return cut(text, at: width - 1).head.trimmingWhitespace() + "…"
    }

    /// Shortens prose to `width` columns at the end of a word, with an ellipsis; a single word wider
    /// than that is cut as `truncate` does.
    public static func truncateAtWord(_ text: String, width: Int) -> String {
        guard displayWidth(text) > width else { return text }
        let head = cut(text, at: max(1, width - 1)).head
        guard let space = head.lastIndex(of: " "), space > head.startIndex else { return truncate(text, width: width) }
        return head[..<space].trimming(anyOf: " ,;:") + "…"
    }

    /// Pads text with spaces to `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - displayWidth(text)))
    }

    /// Lays names out in columns, filled down then across like `ls`, or across then down, so a long
    /// alphabetical list reads row by row.
    public static func columns(_ items: [String], width: Int, indent: Int = 2, across: Bool = false) -> [String] {
        guard !items.isEmpty else { return [] }
        let cellWidth = (items.map(displayWidth).max() ?? 0) + 2
        let columnCount = max(1, (max(8, width) - indent) / cellWidth)
        let rowCount = (items.count + columnCount - 1) / columnCount
        return (0..<rowCount).map { row in
            let cells = across
                ? Array(items[(row * columnCount)..<min(items.count, (row + 1) * columnCount)])
                : stride(from: row, to: items.count, by: rowCount).map { items[$0] }
            let padded = cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : pad(cell, to: cellWidth)
            }
            return String(repeating: " ", count: indent) + padded.joined()
        }
    }

    private static func cut(_ text: String, at width: Int) -> (head: String, tail: String) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = displayWidth(text[index])
            if used + next > max(1, width) { break }
            used += next
            index = text.index(after: index)
        }
        if index == text.startIndex, index < text.endIndex { index = text.index(after: index) }
        return (String(text[..<index]), String(text[index...]))
    }
}
