/// A recipe's metadata, from its YAML front matter or the older `>> key: value` lines, in the file's order.
///
/// Keys are looked up without regard to case or the spaces around them, and a dotted key reaches into
/// a nested map (`time.prep` is `prep` under `time:`), as Cooklang's canonical metadata names them.
public struct CooklangMetadata: Hashable, Sendable {
    public indirect enum Value: Hashable, Sendable {
        case text(String)
        case list([String])
        case map([Entry])

        /// The value as one line: a list's items joined by ", ".
        public var text: String {
            switch self {
            case .text(let text): return text
            case .list(let items): return items.joined(separator: ", ")
            case .map(let entries): return entries.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ")
            }
        }

        /// The value as a list: a list's items, or a text's comma-separated parts.
        public var items: [String] {
            switch self {
            case .list(let items): return items
            case .text(let text):
                return text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            case .map: return []
            }
        }
    }

    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: Value
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    public var isEmpty: Bool { entries.isEmpty }

    /// The value of the first key of `keys` the metadata has.
    public func value(_ keys: String...) -> Value? {
        for key in keys {
            if let found = Self.find(key.lowercased(), in: entries) { return found }
        }
        return nil
    }

    /// The value as one line of text, trimmed, or nil when absent or empty.
    public func text(_ keys: String...) -> String? {
        for key in keys {
            if let found = Self.find(key.lowercased(), in: entries) {
                let text = found.text.trimmingWhitespace()
                if !text.isEmpty { return text }
            }
        }
        return nil
    }

    private static func find(_ key: String, in entries: [Entry]) -> Value? {
        if let entry = entries.first(where: { matches($0.key, key) }) { return entry.value }
        guard let dot = key.firstIndex(ofASCII: ".") else { return nil }
        let head = String(key[..<dot])
        guard case .map(let nested)? = entries.first(where: { matches($0.key, head) })?.value else { return nil }
        return find(String(key[key.index(after: dot)...]), in: nested)
    }

    /// Whether a file's key is `lowered`, case and surrounding spaces aside; most keys differ in length,
    /// and are told apart without a copy (a recipe's mapping asks for some thirty keys).
    private static func matches(_ key: String, _ lowered: String) -> Bool {
        let bytes = key.utf8
        if bytes.count == lowered.utf8.count {
            var equal = true
            var ascii = true
            for (a, b) in zip(bytes, lowered.utf8) {
                if a >= 0x80 {
                    ascii = false
                    break
                }
                if (a >= 65 && a <= 90 ? a + 32 : a) != b { equal = false }
            }
            if ascii { return equal }
        }
        if bytes.count < lowered.utf8.count { return false }
        return key.trimmingWhitespace().lowercased() == lowered
    }

    /// Adds or replaces `key`.
    public mutating func set(_ key: String, _ value: Value) {
        if let index = entries.firstIndex(where: { $0.key.lowercased() == key.lowercased() }) {
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, value: value))
        }
    }
}
