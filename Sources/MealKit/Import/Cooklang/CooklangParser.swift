/// Reads Cooklang text into a `CooklangDocument`, as the current specification and cooklang-rs's
/// extensions write it.
///
/// The file is read in two passes over its UTF-8 bytes, without regular expressions: lines are sorted
/// into blank ones (whitespace and comments only), single-line markers (`>> key: value`, `= Section`)
/// and text; runs of text lines are paragraphs, each a step (or a note when it starts with `>`), read
/// by `CooklangStepScanner`. Nothing in a file stops the reading: a mistake becomes a diagnostic with
/// its line and column, and the rest of the file is read.
public enum CooklangParser {
    /// The most diagnostics one file reports: past them, a hostile file would only cost time.
    static let diagnosticLimit = 100

    public static func parse(_ text: String, file: String? = nil) -> CooklangDocument {
        var reader = CooklangReader(source: CooklangSource(text, file: file))
        return reader.read()
    }
}

/// One file's reading.
struct CooklangReader {
    /// What a paragraph is read as, by cooklang-rs's `[mode]` metadata.
    enum Mode {
        case steps
        case ingredients
        case text
    }

    struct Line {
        var start: Int
        /// Past a block comment the line starts inside of.
        var contentStart: Int
        /// The line's end, before its `\n` (and `\r`).
        var end: Int
        var number: Int
        var isBlank: Bool
        var marker: Marker
    }

    enum Marker {
        case none
        case metadata
        case section
        case note
    }

    let source: CooklangSource
    var document = CooklangDocument()
    var mode = Mode.steps

    init(source: CooklangSource) { self.source = source }

    mutating func read() -> CooklangDocument {
        var start = 0
        let bytes = source.bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var firstLine = 1
        if let frontMatter = frontMatter(from: start) {
            document.metadata = CooklangFrontMatter.read(source, from: frontMatter.yamlStart, to: frontMatter.yamlEnd,
                                                          firstLine: 2, diagnostics: &document.diagnostics)
            start = frontMatter.bodyStart
            firstLine = frontMatter.bodyLine
        }
        let lines = self.lines(from: start, firstLine: firstLine)
        document.sections = [CooklangSection()]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.isBlank {
                index += 1
                continue
            }
            switch line.marker {
            case .metadata:
                readMetadata(line)
                index += 1
            case .section:
                readSection(line)
                index += 1
            case .none, .note:
                var last = index
                while last + 1 < lines.count, !lines[last + 1].isBlank,
                      lines[last + 1].marker != .metadata, lines[last + 1].marker != .section {
                    last += 1
                }
                readParagraph(lines[index...last])
                index = last + 1
            }
        }
        if document.sections.count > 1, document.sections[0].name == nil, document.sections[0].content.isEmpty {
            document.sections.removeFirst()
        }
        if document.sections.count == 1, document.sections[0].name == nil, document.sections[0].content.isEmpty {
            document.sections = []
        }
        if document.diagnostics.count > CooklangParser.diagnosticLimit {
            let more = document.diagnostics.count - CooklangParser.diagnosticLimit
            document.diagnostics.removeLast(more)
            let last = document.diagnostics[document.diagnostics.count - 1]
            document.diagnostics.append(CooklangDiagnostic(.error, "\(more) more problems not shown", file: source.file,
                                                           line: last.line, column: last.column))
        }
        return document
    }

    // MARK: - Front matter

    /// The YAML between a first line `---` and the next line `---`, if the file starts so.
    private mutating func frontMatter(from start: Int) -> (yamlStart: Int, yamlEnd: Int, bodyStart: Int, bodyLine: Int)? {
        let bytes = source.bytes
        guard let firstEnd = fence(at: start) else { return nil }
        var lineStart = firstEnd
        var line = 2
        while lineStart < bytes.count {
            if let end = fence(at: lineStart) { return (firstEnd, lineStart, end, line + 1) }
            while lineStart < bytes.count, bytes[lineStart] != 10 { lineStart += 1 }
            lineStart += 1
            line += 1
        }
        document.diagnostics.append(source.diagnostic(
            .warning, "the front matter opened by `---` is never closed by a line `---`; read as steps", at: start))
        return nil
    }

    /// If a line `---` (spaces after it allowed) starts at `offset`, where the next line starts.
    private func fence(at offset: Int) -> Int? {
        let bytes = source.bytes
        guard offset + 2 < bytes.count, bytes[offset] == 45, bytes[offset + 1] == 45, bytes[offset + 2] == 45
        else { return nil }
        var index = offset + 3
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 13 { index += 1 }
        if index == bytes.count { return index }
        return bytes[index] == 10 ? index + 1 : nil
    }

    // MARK: - Lines

    /// The lines from `start`: which are blank once comments are taken out, and which start with a marker.
    private mutating func lines(from start: Int, firstLine: Int) -> [Line] {
        let bytes = source.bytes
        var lines: [Line] = []
        var lineStart = start
        var number = firstLine
        var inComment = false
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != 10 { end += 1 }
            let next = end + 1
            if end > lineStart, bytes[end - 1] == 13 { end -= 1 }
            var index = lineStart
            if inComment {
                if let close = source.blockCommentEnd(from: lineStart), close <= end {
                    index = close
                    inComment = false
                } else {
                    index = end
                }
            }
            let contentStart = index
            var isBlank = true
            var marker = Marker.none
            while index < end {
                let byte = bytes[index]
                // "\[-", "\--": escaped, no comment (as the step scanner reads them).
                if byte == 92 {
                    if isBlank {
                        isBlank = false
                    }
                    index += 2
                    continue
                }
                if byte == 45, source.isLineComment(at: index) { break }
                if byte == 91, source.isBlockCommentStart(at: index) {
                    if let close = source.blockCommentEnd(from: index + 2) {
                        if close > end {
                            inComment = true
                            break
                        }
                        index = close
                        continue
                    }
                    document.diagnostics.append(source.diagnostic(
                        .error, "the block comment `[-` is never closed by `-]`", at: index))
                    inComment = true
                    break
                }
                if byte == 32 || byte == 9 || (byte >= 0x80 && source.isSpace(at: index)) {
                    index += byte < 0x80 ? 1 : source.scalar(at: index).1
                    continue
                }
                if isBlank {
                    isBlank = false
                    if byte == 62 {
                        marker = index + 1 < end && bytes[index + 1] == 62 ? .metadata : .note
                    } else if byte == 61 {
                        marker = .section
                    }
                }
                index += 1
            }
            lines.append(Line(start: lineStart, contentStart: contentStart, end: end, number: number,
                              isBlank: isBlank, marker: marker))
            lineStart = next
            number += 1
        }
        return lines
    }

    /// The line's text from `offset` to its end, comments taken out, trimmed.
    private func text(of line: Line, from offset: Int) -> String {
        var scanner = CooklangStepScanner(source: source)
        let items = scanner.scan(from: offset, to: line.end, line: line.number, lineStart: line.start, components: false)
        return items.map { if case .text(let text) = $0 { return text } else { return "" } }.joined().trimmingWhitespace()
    }

    // MARK: - Markers

    private mutating func readMetadata(_ line: Line) {
        let bytes = source.bytes
        var index = line.contentStart
        while index < line.end, bytes[index] != 62 { index += 1 }
        let body = text(of: line, from: min(index + 2, line.end))
        guard let colon = body.firstIndex(ofASCII: ":") else {
            document.diagnostics.append(source.diagnostic(.error, "a metadata line is `>> key: value`; this one has no `:`",
                                                          at: index))
            return
        }
        let key = body[..<colon].trimmingWhitespace()
        let value = body[body.index(after: colon)...].trimmingWhitespace()
        guard !key.isEmpty else {
            document.diagnostics.append(source.diagnostic(.error, "a metadata line is `>> key: value`; this one has no key",
                                                          at: index))
            return
        }
        if key.hasPrefix("["), key.hasSuffix("]") {
            readConfiguration(key: key.lowercased(), value: value.lowercased(), at: index)
            return
        }
        if document.metadata.value(key) == nil { document.metadata.entries.append(.init(key: key, value: .text(value))) }
    }

    /// cooklang-rs's `>> [mode]: ingredients` and the like.
    private mutating func readConfiguration(key: String, value: String, at offset: Int) {
        guard key == "[mode]" || key == "[define]" else { return }
        switch value {
        case "steps", "default", "all": mode = .steps
        case "ingredients", "components": mode = .ingredients
        case "text": mode = .text
        default:
            document.diagnostics.append(source.diagnostic(
                .warning, "unknown mode `\(value)`: the modes are steps, ingredients and text", at: offset))
        }
    }

    private mutating func readSection(_ line: Line) {
        let bytes = source.bytes
        var index = line.contentStart
        while index < line.end, bytes[index] != 61 { index += 1 }
        while index < line.end, bytes[index] == 61 { index += 1 }
        var name = text(of: line, from: index)
        while name.last == "=" { name.removeLast() }
        name = name.trimmingWhitespace()
        let section = CooklangSection(name: name.isEmpty ? nil : name)
        if let last = document.sections.last, last.name == nil, last.content.isEmpty {
            document.sections[document.sections.count - 1] = section
        } else {
            document.sections.append(section)
        }
    }

    // MARK: - Paragraphs

    private mutating func readParagraph(_ lines: ArraySlice<Line>) {
        guard let first = lines.first, let last = lines.last else { return }
        var scanner = CooklangStepScanner(source: source)
        if first.marker == .note || mode == .text {
            var parts: [String] = []
            for line in lines {
                var start = line.contentStart
                if line.marker == .note {
                    while start < line.end, source.bytes[start] != 62 { start += 1 }
                    start += 1
                }
                let part = text(of: line, from: start)
                if !part.isEmpty { parts.append(part) }
            }
            if !parts.isEmpty { append(.note(parts.joined(separator: " "))) }
            return
        }
        let items = scanner.scan(from: first.contentStart, to: last.end, line: first.number, lineStart: first.start)
        document.diagnostics += scanner.diagnostics
        guard !items.isEmpty else { return }
        if mode == .ingredients {
            for item in items {
                if case .ingredient(let ingredient) = item { document.listedIngredients.append(ingredient) }
                if case .cookware(let cookware) = item { document.listedCookware.append(cookware) }
            }
            return
        }
        append(.step(CooklangStep(items: items, line: first.number)))
    }

    private mutating func append(_ content: CooklangSection.Content) {
        if document.sections.isEmpty { document.sections = [CooklangSection()] }
        document.sections[document.sections.count - 1].content.append(content)
    }
}
