/// Reads one paragraph of a Cooklang file into text and components.
///
/// Lines of a paragraph join with a space; a `\` at a line's end keeps the line break; `\` before
/// any other character makes it plain text. `--` comments to the line's end and `[- -]` comments
/// are dropped. At `@`, `#` and `~` a component is read when one is written there: its modifiers
/// (`@?`, `@&(=1)`…), a name running to a `{` on the same line (before any other component), else
/// one word; the quantity in the braces; a note in brackets right after it. What is not a component
/// (`@ example`, `# 5`) stays text.
struct CooklangStepScanner {
    let source: CooklangSource
    private(set) var diagnostics: [CooklangDiagnostic] = []
    private var items: [CooklangItem] = []
    private var text: [UInt8] = []
    private var line = 1
    private var lineStart = 0

    init(source: CooklangSource) { self.source = source }

    /// The items of `start..<end`, which starts on line `line` (whose first byte is `lineStart`).
    mutating func scan(from start: Int, to end: Int, line: Int, lineStart: Int, components: Bool = true) -> [CooklangItem] {
        self.line = line
        self.lineStart = lineStart
        items = []
        text = []
        text.reserveCapacity(end - start)
        let bytes = source.bytes
        var index = start
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 10:
                text.append(32)
                index += 1
                self.line += 1
                self.lineStart = index
            case 13:
                index += 1
            case 92:
                index = escape(at: index, end: end)
            case 45 where source.isLineComment(at: index):
                while index < end, bytes[index] != 10 { index += 1 }
            case 91 where source.isBlockCommentStart(at: index):
                let close = source.blockCommentEnd(from: index + 2) ?? end
                // Lines the comment spans still count.
                var cursor = index
                while cursor < min(close, end) {
                    if bytes[cursor] == 10 {
                        self.line += 1
                        self.lineStart = cursor + 1
                    }
                    cursor += 1
                }
                index = min(close, end)
            case 64 where components, 35 where components, 126 where components:
                if let (item, next) = component(at: index, end: end) {
                    flushText()
                    items.append(item)
                    index = next
                } else {
                    text.append(byte)
                    index += 1
                }
            default:
                text.append(byte)
                index += 1
            }
        }
        flushText()
        trimEnds()
        return items
    }

    /// `\` and what follows: a kept line break, or the next character as plain text.
    private mutating func escape(at index: Int, end: Int) -> Int {
        let bytes = source.bytes
        var next = index + 1
        if next < end, bytes[next] == 13 { next += 1 }
        guard next < end else { return end }
        if bytes[next] == 10 {
            text.append(10)
            line += 1
            lineStart = next + 1
            return next + 1
        }
        let length = source.scalar(at: index + 1).1
        let stop = min(index + 1 + length, end)
        text.append(contentsOf: bytes[(index + 1)..<stop])
        return stop
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        items.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    /// The paragraph's own leading and trailing spaces go; those between items stay.
    private mutating func trimEnds() {
        if case .text(let first)? = items.first {
            let trimmed = String(first.drop { $0 == " " || $0 == "\t" || $0 == "\n" })
            if trimmed.isEmpty { items.removeFirst() } else { items[0] = .text(trimmed) }
        }
        if case .text(let last)? = items.last {
            var trimmed = Substring(last)
            while let character = trimmed.last, character == " " || character == "\t" || character == "\n" {
                trimmed.removeLast()
            }
            if trimmed.isEmpty { items.removeLast() } else { items[items.count - 1] = .text(String(trimmed)) }
        }
    }

    /// Where the last column was counted to, on which line: a component's column is counted on from the
    /// one before it on the same line, not from the line's start (a paragraph is often one long line).
    private var counted = (lineStart: -1, offset: 0, column: 1)

    private mutating func column(of offset: Int) -> Int {
        var (index, column) = (lineStart, 1)
        if counted.lineStart == lineStart, counted.offset <= offset { (index, column) = (counted.offset, counted.column) }
        while index < offset {
            if source.bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        counted = (lineStart, offset, column)
        return column
    }

    private mutating func report(_ severity: CooklangDiagnostic.Severity, _ message: String, at offset: Int) {
        guard diagnostics.count <= CooklangParser.diagnosticLimit else { return }
        diagnostics.append(CooklangDiagnostic(severity, message, file: source.file, line: line, column: column(of: offset)))
    }

    // MARK: - Components

    private enum Kind {
        case ingredient
        case cookware
        case timer

        var word: String {
            switch self {
            case .ingredient: return "ingredient"
            case .cookware: return "cookware"
            case .timer: return "timer"
            }
        }
    }

    /// The component whose sigil is at `index`, and where it ends; nil when none is written there.
    private mutating func component(at index: Int, end: Int) -> (CooklangItem, Int)? {
        let bytes = source.bytes
        let kind: Kind = bytes[index] == 64 ? .ingredient : bytes[index] == 35 ? .cookware : .timer
        var lineEnd = index
        while lineEnd < end, bytes[lineEnd] != 10 { lineEnd += 1 }
        if lineEnd > index, bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
        var cursor = index + 1
        var modifiers: CooklangModifiers = []
        if kind != .timer {
            while cursor < lineEnd, let modifier = CooklangModifiers.named(bytes[cursor]) {
                // "@--": a comment, not a hidden modifier.
                if modifier == .hidden, source.isLineComment(at: cursor) { break }
                if modifiers.contains(modifier) {
                    report(.error, "the modifier `\(Character(Unicode.Scalar(bytes[cursor])))` is written twice", at: cursor)
                }
                modifiers.insert(modifier)
                cursor += 1
                // "@&(=1)salsa": which earlier step or section it comes from.
                if modifier == .reference, cursor < lineEnd, bytes[cursor] == 40 {
                    var close = cursor
                    while close < lineEnd, bytes[close] != 41 { close += 1 }
                    if close < lineEnd { cursor = close + 1 }
                }
            }
        }
        guard cursor < lineEnd, !source.isSpace(at: cursor) else { return nil }
        let nameStart = cursor
        var nameEnd = cursor
        var braces: (start: Int, end: Int)?
        var next = cursor
        // A name of several words runs to a `{` on the same line, before any other component.
        var probe = cursor
        while probe < lineEnd {
            let byte = bytes[probe]
            if byte == 123 || byte == 64 || byte == 35 || byte == 126 { break }
            if byte == 45, source.isLineComment(at: probe) { break }
            if byte == 91, source.isBlockCommentStart(at: probe) { break }
            probe += 1
        }
        if probe < lineEnd, bytes[probe] == 123 {
            var close = probe + 1
            while close < lineEnd, bytes[close] != 125 { close += 1 }
            if close < lineEnd {
                nameEnd = probe
                braces = (probe + 1, close)
                next = close + 1
            } else {
                report(.error, "the `{` of this \(kind.word) is never closed by `}` on its line", at: probe)
            }
        }
        if braces == nil {
            var word = cursor
            while word < lineEnd {
                let (isWord, length) = source.isWordCharacter(at: word)
                guard isWord else { break }
                word += length
            }
            guard word > cursor else { return nil }
            nameEnd = word
            next = word
        }
        var name = source.string(nameStart, nameEnd).trimmingWhitespace()
        if kind != .timer, name.isEmpty {
            report(.error, "this \(kind.word) has no name: write `\(kind == .ingredient ? "@" : "#")name{…}`", at: index)
            return nil
        }
        var quantity: CooklangQuantity?
        if let braces { quantity = readQuantity(from: braces.start, to: braces.end, kind: kind) }
        var note: String?
        if kind != .timer, next < end, bytes[next] == 40 {
            var close = next + 1
            var depth = 1
            while close < end {
                if bytes[close] == 40 { depth += 1 }
                if bytes[close] == 41 {
                    depth -= 1
                    if depth == 0 { break }
                }
                close += 1
            }
            if close < end {
                note = Self.oneLine(source.string(next + 1, close))
                for offset in next..<close where bytes[offset] == 10 {
                    line += 1
                    lineStart = offset + 1
                }
                next = close + 1
            }
        }
        let startLine = line
        let startColumn = column(of: index)
        var alias: String?
        if kind != .timer, let bar = name.firstIndex(ofASCII: "|") {
            let after = name[name.index(after: bar)...].trimmingWhitespace()
            if after.contains("|") {
                report(.error, "this \(kind.word) has more than one alias (`|`)", at: nameStart)
            } else if !after.isEmpty {
                alias = after
            }
            name = name[..<bar].trimmingWhitespace()
            if name.isEmpty {
                report(.error, "this \(kind.word) has no name before its `|`", at: nameStart)
                return nil
            }
        }
        switch kind {
        case .ingredient:
            var recipePath: String?
            if name.hasPrefix("./") || name.hasPrefix("../") || modifiers.contains(.recipe) {
                modifiers.insert(.recipe)
                var path = Substring(name)
                while path.hasPrefix("./") { path = path.dropFirst(2) }
                recipePath = String(path)
                name = path.split(separator: "/").last.map(String.init) ?? String(path)
                if name.isEmpty { name = String(path) }
            }
            let ingredient = CooklangIngredient(name: name, alias: alias, quantity: quantity, note: note,
                                                modifiers: modifiers, recipePath: recipePath,
                                                line: startLine, column: startColumn)
            return (.ingredient(ingredient), next)
        case .cookware:
            if modifiers.contains(.recipe) {
                report(.error, "cookware cannot be a recipe (`#@`)", at: index)
                modifiers.remove(.recipe)
            }
            let cookware = CooklangCookware(name: name, alias: alias, quantity: quantity, note: note, modifiers: modifiers,
                                            line: startLine, column: startColumn)
            return (.cookware(cookware), next)
        case .timer:
            if name.isEmpty, quantity == nil {
                report(.error, "this timer has neither a time nor a name: write `~{25%minutes}`", at: index)
                return nil
            }
            if let quantity, quantity.unit == nil {
                report(.warning, "the timer `\(quantity.valueText)` has no unit: write `~{\(quantity.valueText)%minutes}`",
                       at: index)
            }
            return (.timer(CooklangTimer(name: name.isEmpty ? nil : name, quantity: quantity,
                                         line: startLine, column: startColumn)), next)
        }
    }

    /// The quantity in `{…}`: `2`, `=1%tsp`, `1/2 % cup`, `few%sprigs`; nil for `{}`.
    private mutating func readQuantity(from start: Int, to end: Int, kind: Kind) -> CooklangQuantity? {
        let inside = source.string(start, end).trimmingWhitespace()
        guard !inside.isEmpty else { return nil }
        var body = Substring(inside)
        var isFixed = false
        if body.first == "=" {
            isFixed = true
            body = body.dropFirst()
        }
        var unit: String?
        if let percent = body.firstIndex(ofASCII: "%") {
            let unitText = body[body.index(after: percent)...].trimmingWhitespace()
            if unitText.isEmpty {
                report(.warning, "the `%` of this \(kind.word) has no unit after it", at: start)
            } else {
                unit = unitText
            }
            body = body[..<percent]
        }
        let valueText = body.trimmingWhitespace()
        guard !valueText.isEmpty else {
            report(.error, "the quantity of this \(kind.word) has a unit but no amount: write `{1%\(unit ?? "")}`", at: start)
            return nil
        }
        return CooklangQuantity(value: CooklangQuantity.value(of: Substring(valueText)), unit: unit, isFixed: isFixed)
    }

    /// Text on one line, its runs of spaces and line breaks one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
