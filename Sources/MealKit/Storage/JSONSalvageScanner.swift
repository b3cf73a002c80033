import FoundationEssentials

/// Finds what survives of a damaged `{"version": n, "<key>": [ … ]}` file, without parsing it whole.
///
/// It splits the entry array into its elements by matching brackets (minding strings and escapes),
/// and stops at the first place the text stops making sense. So a truncated file yields its complete
/// leading entries, and a file with one bad entry yields every other one once each is decoded alone.
struct JSONSalvageScanner {
    /// What the scan found before the text broke off.
    struct Findings {
        /// The top-level `"version"`, when it was readable.
        var version: Int?
        /// The raw text of each complete element of the entry array, in order.
        var elements: [ArraySlice<UInt8>] = []
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func scan(_ bytes: [UInt8], entriesKey: String) -> Findings {
        var scanner = JSONSalvageScanner(bytes)
        var findings = Findings()
        scanner.scanObject(entriesKey: Array(entriesKey.utf8), into: &findings)
        return findings
    }

    /// The top-level `"version"`, when it can be read.
    static func version(in bytes: [UInt8]) -> Int? {
        scan(bytes, entriesKey: "version").version
    }

    /// Each complete element of the list under `key` that decodes as an `Entry` on its own.
    static func entries<Entry: Decodable>(
        _ type: Entry.Type, under key: String, in bytes: [UInt8], decoder: JSONDecoder
    ) -> [Entry] {
        scan(bytes, entriesKey: key).elements.compactMap { try? decoder.decode(Entry.self, from: Data($0)) }
    }

    /// The complete top-level members of an object, key and raw value, up to where the text broke off.
    static func members(_ bytes: [UInt8]) -> [(key: String, value: ArraySlice<UInt8>)] {
        var scanner = JSONSalvageScanner(bytes)
        return scanner.scanMembers()
    }

    private mutating func scanMembers() -> [(key: String, value: ArraySlice<UInt8>)] {
        var members: [(key: String, value: ArraySlice<UInt8>)] = []
        skipWhitespace()
        guard consume(.openBrace) else { return members }
        while true {
            skipWhitespace()
            let keyStart = index
            guard peek == .quote, skipString() else { return members }
            let key = String(decoding: bytes[(keyStart + 1)..<(index - 1)], as: UTF8.self)
            skipWhitespace()
            guard consume(.colon) else { return members }
            skipWhitespace()
            let valueStart = index
            guard skipValue() else { return members }
            members.append((key, bytes[valueStart..<index]))
            skipWhitespace()
            guard consume(.comma) else { return members }
        }
    }

    private mutating func scanObject(entriesKey: [UInt8], into findings: inout Findings) {
        skipWhitespace()
        guard consume(.openBrace) else { return }
        while true {
            skipWhitespace()
            let keyStart = index
            guard peek == .quote, skipString() else { return }
            let key = bytes[(keyStart + 1)..<(index - 1)]
            skipWhitespace()
            guard consume(.colon) else { return }
            skipWhitespace()
            if key.elementsEqual("version".utf8) {
                let start = index
                guard skipValue() else { return }
                findings.version = Int(String(decoding: bytes[start..<index], as: UTF8.self))
            } else if key.elementsEqual(entriesKey), peek == .openBracket {
                index += 1
                guard scanElements(into: &findings) else { return }
            } else {
                guard skipValue() else { return }
            }
            skipWhitespace()
            guard consume(.comma) else { return }
        }
    }

    /// Collects elements up to the closing bracket; `false` when the text broke off first.
    private mutating func scanElements(into findings: inout Findings) -> Bool {
        skipWhitespace()
        if consume(.closeBracket) { return true }
        while true {
            skipWhitespace()
            let start = index
            guard skipValue() else { return false }
            findings.elements.append(bytes[start..<index])
            skipWhitespace()
            if consume(.comma) { continue }
            return consume(.closeBracket)
        }
    }

    /// Moves past one value; `false` when the text ends before the value does.
    private mutating func skipValue() -> Bool {
        guard let first = peek else { return false }
        switch first {
        case .quote:
            return skipString()
        case .openBrace, .openBracket:
            var depth = 0
            while let byte = peek {
                switch byte {
                case .quote:
                    guard skipString() else { return false }
                    continue
                case .openBrace, .openBracket:
                    depth += 1
                case .closeBrace, .closeBracket:
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default:
                    break
                }
                index += 1
            }
            return false
        default:
            // A number, true, false or null: it is only known to be whole if something follows it.
            let start = index
            while let byte = peek, !byte.isStructural, !byte.isWhitespace { index += 1 }
            return index > start && peek != nil
        }
    }

    /// Moves past a string starting at a quote; `false` when it is not closed.
    private mutating func skipString() -> Bool {
        index += 1
        while let byte = peek {
            index += byte == .backslash ? 2 : 1
            if byte == .quote { return true }
        }
        return false
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte.isWhitespace { index += 1 }
    }
}

private extension UInt8 {
    var isStructural: Bool {
        self == .comma || self == .closeBrace || self == .closeBracket || self == .colon
            || self == .openBrace || self == .openBracket || self == .quote
    }
}
