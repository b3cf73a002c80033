/// Reads the JSON real sites put in their `<script type="application/ld+json">`, which is often not
/// JSON: trailing and doubled commas, `//` and `/* */` comments, `<![CDATA[` and `<!--` wrappers,
/// raw line breaks and control characters in strings, `\'` escapes, single quotes, bare words, and
/// trailing garbage after the value. Strict parsers refuse such blocks; browsers and search engines
/// read them, so sites never learn.
///
/// A block cut short (libxml2 keeps at most 10 MB of a script) ends its open strings, lists and objects
/// where it stops: what came before is kept.
///
/// Never recursive beyond `maxDepth` levels (a hostile block cannot exhaust the stack) and linear in
/// the input.
struct LenientJSON {
    /// Nesting deeper than this is refused: no recipe nests a tenth as deep.
    static let maxDepth = 200

    enum Failure: Error { case malformed, tooDeep }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Every value the block holds, one after another (usually one); reading stops at the first thing
    /// that is no value, keeping what came before.
    static func values(in block: [UInt8]) -> [SchemaValue] {
        block.withUnsafeBufferPointer { buffer in
            var reader = LenientJSON(buffer)
            var values: [SchemaValue] = []
            while true {
                reader.skipTrivia()
                guard reader.index < buffer.count else { break }
                let start = reader.index
                guard let value = try? reader.value(depth: 0) else { break }
                values.append(value)
                if reader.index == start { break }
                // Separators between concatenated values: `;`, `,`.
                reader.skipTrivia()
                while reader.index < buffer.count, buffer[reader.index] == UInt8(ascii: ";") || buffer[reader.index] == UInt8(ascii: ",") {
                    reader.index += 1
                }
            }
            return values
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// Whitespace, control characters, a byte order mark, comments and HTML comment or CDATA markers.
    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte <= 0x20 || byte == 0x7F {
                index += 1
            } else if byte == 0xEF, starts(with: "\u{FEFF}") {
                index += 3
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !starts(with: "*/") { index += 1 }
                index = min(bytes.count, index + 2)
            } else if starts(with: "<![CDATA[") {
                index += 9
            } else if starts(with: "]]>") {
                index += 3
            } else if starts(with: "<!--") {
                index += 4
            } else if starts(with: "-->") {
                index += 3
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> SchemaValue {
        guard depth < Self.maxDepth else { throw .tooDeep }
        skipTrivia()
        guard let byte = current else { throw .malformed }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default:
            let word = try bareWord()
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null", "undefined", "NaN", "Infinity": return .null
            default: return .string(word)
            }
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> SchemaValue {
        index += 1
        var fields: [String: SchemaValue] = [:]
        while true {
            skipTrivia()
            guard let byte = current else { return .object(fields) }
            if byte == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            }
            if byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            let key: String
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { key = try string() } else { key = try bareWord() }
            skipTrivia()
            if current == nil { return .object(fields) }
            guard current == UInt8(ascii: ":") else { throw .malformed }
            index += 1
            skipTrivia()
            if current == nil { return .object(fields) }
            let field = try value(depth: depth + 1)
            // The first of a repeated key wins, as most readers of JSON-LD keep it.
            if fields[key] == nil { fields[key] = field }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> SchemaValue {
        index += 1
        var elements: [SchemaValue] = []
        while true {
            skipTrivia()
            guard let byte = current else { return .array(elements) }
            if byte == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            if byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            elements.append(try value(depth: depth + 1))
        }
    }

    private mutating func string() throws(Failure) -> String {
        let quote = bytes[index]
        index += 1
        let start = index
        // Most strings have no escape: taken as they are.
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index == bytes.count || bytes[index] == quote {
            defer { index = min(bytes.count, index + 1) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        var output = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"), UInt8(ascii: "f"): output.append(0x20)
            case UInt8(ascii: "u"):
                var scalar = hex4() ?? 0xFFFD
                if (0xD800..<0xDC00).contains(scalar), starts(with: "\\u") {
                    let saved = index
                    index += 2
                    if let low = hex4(), (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = saved
                    }
                }
                let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                output.append(contentsOf: String(character).utf8)
            default: output.append(escaped)  // \" \\ \/ and the invalid \' alike: the character itself.
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = bytes[index + offset].hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func number() -> SchemaValue {
        let start = index
        while let byte = current, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if let number = Double(text), number.isFinite { return .number(number) }
        return .string(text)
    }

    /// An unquoted word (a key, `true`, an identifier): letters, digits, `_`, `$`, `@` and any non-ASCII.
    private mutating func bareWord() throws(Failure) -> String {
        let start = index
        while let byte = current, byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "@")
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
        }
        guard index > start else { throw .malformed }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
}
