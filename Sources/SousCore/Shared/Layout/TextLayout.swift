import Foundation

/// Wrapping and column layout by display columns, for a terminal of a given width.
public enum TextLayout {
    /// Columns a string takes: wide (CJK, most emoji) characters take two, combining marks none.
    public static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + displayWidth($1) }
    }

    static func displayWidth(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        case 0x200B...0x200F, 0xAD:
            return 0
        default:
            return 1
        }
    }

    /// Greedy word wrap to `width` columns; words longer than a line are cut.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(8, width)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = displayWidth(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > width {
                let (head, tail) = cut(word, at: width - lineWidth - (lineWidth > 0 ? 1 : 0))
                lines.append(lineWidth > 0 ? line + " " + head : head)
                line = ""
                lineWidth = 0
                word = tail
                wordWidth = displayWidth(word)
            }
            if lineWidth > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Shortens text to `width` columns with an ellipsis.
    public static func truncate(_ text: String, width: Int) -> String {
        guard displayWidth(text) > width else { return text }
        guard width > 1 else { return String(text.prefix(max(0, width))) }
        return cut(text, at: width - 1).head.trimmingCharacters(in: .whitespaces) + "…"
    }

    /// Pads text with spaces to `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - displayWidth(text)))
    }

    /// Lays names out in columns, filled down then across, like `ls`.
    public static func columns(_ items: [String], width: Int, indent: Int = 2) -> [String] {
        guard !items.isEmpty else { return [] }
        let cellWidth = (items.map(displayWidth).max() ?? 0) + 2
        let columnCount = max(1, (max(8, width) - indent) / cellWidth)
        let rowCount = (items.count + columnCount - 1) / columnCount
        return (0..<rowCount).map { row in
            let cells = stride(from: row, to: items.count, by: rowCount).map { items[$0] }
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
