import CXML

/// Text from a page made into what a recipe keeps: HTML entities replaced (again and again, as sites
/// escape twice: "&amp;amp;" is "&"), tags taken out, whitespace collapsed to single spaces, and
/// nothing a terminal would act on or hide (`UntrustedText`).
enum PageText {
    /// One line of clean text; "" when nothing is left.
    static func line(_ raw: String) -> String {
        var text = raw
        for _ in 0..<4 where text.utf8.contains(UInt8(ascii: "&")) {
            let next = unescaped(text)
            if next == text { break }
            text = next
        }
        if text.utf8.contains(UInt8(ascii: "<")) { text = withoutTags(text) }
        return collapsed(UntrustedText.sanitized(text))
    }

    /// Lines of clean text: breaks (`<br>`, `</p>`, `</li>`, newlines) start a new line; empty ones go.
    static func lines(_ raw: String) -> [String] {
        var text = raw
        for _ in 0..<4 where text.utf8.contains(UInt8(ascii: "&")) {
            let next = unescaped(text)
            if next == text { break }
            text = next
        }
        if text.utf8.contains(UInt8(ascii: "<")) { text = withoutTags(text, breakingLines: true) }
        return UntrustedText.sanitized(text).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { collapsed(String($0)) }.filter { !$0.isEmpty }
    }

    /// Runs of whitespace (no-break spaces too) as one space, none at either end.
    static func collapsed(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(character)
            }
        }
        return output
    }

    /// Tags (`<b>`, `</p>`, `<!-- -->`) out; a `<` that starts no tag ("1 < 2") stays.
    static func withoutTags(_ text: String, breakingLines: Bool = false) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", index + 1 < scalars.count,
               scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "/" || scalars[index + 1] == "!",
               let end = scalars[index...].firstIndex(of: ">") {
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end])).lowercased()
                    .split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "\n" || $0 == "\t" }).first.map(String.init) ?? ""
                if breakingLines, ["br", "p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ol", "ul", "tr"].contains(name) {
                    output.append("\n")
                } else if !inlineTags.contains(name) {
                    // "<sup>1</sup>⁄<sub>4</sub>" is "1⁄4"; other tags part words.
                    output.append(" ")
                }
                index = end + 1
            } else {
                output.append(scalar)
                index += 1
            }
        }
        return String(output)
    }

    private static let inlineTags: Set<String> = ["span", "b", "strong", "i", "em", "a", "sup", "sub", "small", "u", "abbr", "mark", "font", "code", "s"]

    /// `&amp;`, `&#8211;`, `&#x27;`, `&eacute;` replaced once; an unknown name stays as written.
    static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            let name = after.prefix(while: { $0 != ";" && $0 != "&" && !$0.isWhitespace }).prefix(33)
            let closed = after.dropFirst(name.count).first == ";"
            if let scalar = replacement(for: name, closed: closed) {
                output.unicodeScalars.append(scalar.scalar)
                rest = after.dropFirst(scalar.consumed)
            } else {
                output.append("&")
                rest = after
            }
        }
        output += rest
        return output
    }

    /// The character an entity's name stands for, and how much of the text after `&` it takes.
    private static func replacement(for name: Substring, closed: Bool) -> (scalar: Unicode.Scalar, consumed: Int)? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = UInt32(digits.dropFirst().prefix(8), radix: 16)
            } else {
                value = UInt32(digits.prefix(10))
            }
            guard let value, closed || !digits.isEmpty else { return nil }
            return (numericCharacter(value), name.count + (closed ? 1 : 0))
        }
        guard closed || ["amp", "lt", "gt", "quot", "nbsp"].contains(String(name)) else {
            // `&amp` without its semicolon, as HTML allows for the oldest names.
            for short in ["amp", "lt", "gt", "quot", "nbsp"] where name.hasPrefix(short) {
                return (named[short]!, short.count)
            }
            return nil
        }
        let key = String(name)
        if let scalar = named[key] { return (scalar, name.count + (closed ? 1 : 0)) }
        guard closed, PageDocument.libraryLoaded else { return nil }
        let code = key.withCString { cxml_entity($0) }
        guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
        return (scalar, name.count + 1)
    }

    /// A numeric reference as browsers read it: Windows-1252's characters for 128–159, U+FFFD for
    /// NUL, surrogates and what is past Unicode.
    private static func numericCharacter(_ value: UInt32) -> Unicode.Scalar {
        let windows1252: [UInt32: UInt32] = [
            0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
            0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D, 0x91: 0x2018,
            0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC,
            0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A, 0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
        ]
        if let mapped = windows1252[value] { return Unicode.Scalar(mapped)! }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// The names recipe pages use most; the rest of HTML 4's come from libxml2's table.
    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ndash": "–", "mdash": "—",
        "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "hellip": "…", "deg": "°", "frac12": "½",
        "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac18": "⅛", "times": "×", "eacute": "é",
        "egrave": "è", "agrave": "à", "aacute": "á", "ccedil": "ç", "ecirc": "ê", "iacute": "í", "oacute": "ó",
        "uacute": "ú", "ntilde": "ñ", "auml": "ä", "ouml": "ö", "uuml": "ü", "szlig": "ß", "Auml": "Ä",
        "Ouml": "Ö", "Uuml": "Ü", "Eacute": "É", "copy": "©", "reg": "®", "trade": "™", "bull": "•",
        "middot": "·", "shy": "\u{AD}", "laquo": "«", "raquo": "»", "iexcl": "¡", "iquest": "¿", "euro": "€",
    ]
}
