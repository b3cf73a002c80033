/// A JSON value as the writer builds it: objects keep the order their keys were put in.
enum JSONText: Equatable, ExpressibleByStringLiteral {
    case string(String)
    case array([JSONText])
    case object([(String, JSONText)])

    init(stringLiteral value: String) { self = .string(value) }

    static func == (lhs: JSONText, rhs: JSONText) -> Bool { write(lhs) == write(rhs) }

    /// Pretty-printed, two spaces an indent.
    static func write(_ value: JSONText, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .string(let text): return quoted(text)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + write($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else { return "{}" }
            return "{\n" + fields.map { inner + quoted($0.0) + ": " + write($0.1, indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        }
    }

    /// A JSON string; `<` `>` `&` and the line separators escaped too, so it is safe inside a `<script>`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
