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

        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
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
        if let entry = entries.first(where: { $0.key.trimmingWhitespace().lowercased() == key }) { return entry.value }
        guard let dot = key.firstIndex(of: ".") else { return nil }
        let head = String(key[..<dot])
        guard case .map(let nested)? = entries.first(where: { $0.key.trimmingWhitespace().lowercased() == head })?.value
        else { return nil }
        return find(String(key[key.index(after: dot)...]), in: nested)
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
