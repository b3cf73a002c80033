/// The YAML front matter of a Cooklang file, read as recipes write it: `key: value` lines, lists
/// (`- item` lines or `[a, b]`), one level of nested maps (`source:` with `url:` under it), block
/// text (`|`, `>`), quoted strings and `#` comments.
///
/// Not a YAML parser: anchors, flow maps and tags are read as plain text. A line that is none of the
/// above is a diagnostic with its line, and the other lines are kept.
enum CooklangFrontMatter {
    /// How deep maps nest before the rest is kept as text.
    private static let deepest = 4
    /// What after `key:` starts block text (`|` keeps the line breaks, `>` folds them).
    private static let blockIndicators: Set<String> = ["|", "|-", "|+", ">", ">-", ">+"]

    static func read(_ source: CooklangSource, from start: Int, to end: Int, firstLine: Int,
                     diagnostics: inout [CooklangDiagnostic]) -> CooklangMetadata {
        let text = source.string(start, end)
        // Cut at line feeds as bytes: "\r\n" is one Character, which a split at "\n" would not cut.
        var lines: [Substring] = []
        var lineStart = text.startIndex
        while true {
            let lineEnd = text.utf8[lineStart...].firstIndex(of: 10) ?? text.endIndex
            var line = text[lineStart..<lineEnd]
            if line.utf8.last == 13 { line = line.dropLast() }
            lines.append(line)
            guard lineEnd < text.endIndex else { break }
            lineStart = text.utf8.index(after: lineEnd)
        }
        let numbered = lines.enumerated().map { (number: firstLine + $0.offset, text: $0.element) }
        return CooklangMetadata(entries: entries(numbered, depth: 0, source: source, diagnostics: &diagnostics))
    }

    private typealias NumberedLine = (number: Int, text: Substring)

    private static func entries(_ lines: [NumberedLine], depth: Int, source: CooklangSource,
                                diagnostics: inout [CooklangDiagnostic]) -> [CooklangMetadata.Entry] {
        var entries: [CooklangMetadata.Entry] = []
        var index = 0
        func report(_ message: String, _ line: NumberedLine, column: Int = 1) {
            guard diagnostics.count <= CooklangParser.diagnosticLimit else { return }
            diagnostics.append(CooklangDiagnostic(.error, message, file: source.file, line: line.number, column: column))
        }
        while index < lines.count {
            let line = lines[index]
            index += 1
            let trimmed = Self.trimmed(line.text)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if indentation(line.text) > 0 {
                report("this front matter line is indented, but no `key:` above it takes it", line,
                       column: indentation(line.text) + 1)
                continue
            }
            guard let (key, rest) = keyAndValue(line.text) else {
                report("a front matter line is `key: value`; this one has no `:`", line)
                continue
            }
            var children: [NumberedLine] = []
            while index < lines.count {
                let next = lines[index]
                let nextTrimmed = Self.trimmed(next.text)
                guard nextTrimmed.isEmpty || indentation(next.text) > 0 || nextTrimmed == "-" || nextTrimmed.hasPrefix("- ")
                else { break }
                children.append(next)
                index += 1
            }
            let value: CooklangMetadata.Value
            if rest.isEmpty {
                value = nested(children, depth: depth, source: source, diagnostics: &diagnostics)
            } else if Self.blockIndicators.contains(rest) {
                let body = dedented(children).map { $0.text.trimmingWhitespace() }
                value = .text(body.joined(separator: rest.hasPrefix("|") ? "\n" : " ").trimmingWhitespaceAndNewlines())
            } else if rest.hasPrefix("["), rest.hasSuffix("]") {
                value = .list(rest.dropFirst().dropLast().split(separator: ",").map { scalar($0) }.filter { !$0.isEmpty })
            } else {
                // A plain value may go on over indented lines.
                let more = children.map { $0.text.trimmingWhitespace() }.filter { !$0.isEmpty }
                value = .text(([scalar(Substring(rest))] + more).joined(separator: " "))
            }
            entries.append(CooklangMetadata.Entry(key: key, value: value))
        }
        return entries
    }

    /// The value of a key with nothing after its colon: the list or map on the lines under it.
    private static func nested(_ children: [NumberedLine], depth: Int, source: CooklangSource,
                               diagnostics: inout [CooklangDiagnostic]) -> CooklangMetadata.Value {
        let filled = children.filter { !$0.text.trimmingWhitespace().isEmpty }
        guard let first = filled.first else { return .text("") }
        let firstTrimmed = first.text.trimmingWhitespace()
        if firstTrimmed == "-" || firstTrimmed.hasPrefix("- ") {
            return .list(filled.compactMap { line in
                let item = line.text.trimmingWhitespace()
                guard item.hasPrefix("-") else { return nil }
                return scalar(Substring(item.dropFirst().trimmingWhitespace()))
            }.filter { !$0.isEmpty })
        }
        guard depth < deepest, keyAndValue(Substring(firstTrimmed)) != nil else {
            return .text(filled.map { $0.text.trimmingWhitespace() }.joined(separator: " "))
        }
        return .map(entries(dedented(children), depth: depth + 1, source: source, diagnostics: &diagnostics))
    }

    private static func dedented(_ lines: [NumberedLine]) -> [NumberedLine] {
        let indent = lines.filter { !$0.text.trimmingWhitespace().isEmpty }.map { indentation($0.text) }.min() ?? 0
        return lines.map { ($0.number, $0.text.dropFirst(min(indent, indentation($0.text)))) }
    }

    private static func indentation(_ line: Substring) -> Int {
        line.utf8.prefix { $0 == 32 || $0 == 9 }.count
    }

    /// `trimmingWhitespace()` without making a string: every line is asked this several times.
    private static func trimmed(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isSpaceOrTab }),
              let end = scalars.lastIndex(where: { !$0.isSpaceOrTab }) else { return line[line.endIndex...] }
        return Substring(scalars[start...end])
    }

    /// "key: value", "cooking time    :30 mins", "\"quoted key\": value".
    private static func keyAndValue(_ line: Substring) -> (String, String)? {
        var keyEnd: Substring.Index?
        if let quote = line.first, quote == "\"" || quote == "'",
           let closing = line.dropFirst().firstIndex(of: quote) {
            let after = line[line.index(after: closing)...]
            guard let colon = after.firstIndex(of: ":"), after[..<colon].trimmingWhitespace().isEmpty else { return nil }
            keyEnd = colon
        } else {
            keyEnd = line.firstIndex(ofASCII: ":")
        }
        guard let colon = keyEnd else { return nil }
        let key = scalar(line[..<colon])
        guard !key.isEmpty else { return nil }
        return (key, line[line.index(after: colon)...].trimmingWhitespace())
    }

    /// A scalar as written: quotes taken off (and their escapes read), or a plain value without its
    /// trailing ` # comment`.
    static func scalar(_ raw: Substring) -> String {
        let text = raw.trimmingWhitespace()
        // The bytes asked first: most values are neither quoted nor commented.
        let bytes = text.utf8
        if bytes.first == 34, bytes.last == 34, text.count >= 2, text.first == "\"", text.last == "\"" {
            var result = ""
            var escaped = false
            for character in text.dropFirst().dropLast() {
                if escaped {
                    switch character {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    default: result.append(character)
                    }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    result.append(character)
                }
            }
            return result
        }
        if bytes.first == 39, bytes.last == 39, text.count >= 2, text.first == "'", text.last == "'" {
            return String(text.dropFirst().dropLast()).replacing("''", with: "'")
        }
        if bytes.contains(35), let comment = text.firstRange(of: " #") { return text[..<comment.lowerBound].trimmingWhitespace() }
        return text
    }
}
