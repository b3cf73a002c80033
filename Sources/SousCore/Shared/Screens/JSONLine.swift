/// JSON text for the documents `ScreenRenderer.json` builds, written as Foundation's
/// `JSONSerialization` wrote them with `[.sortedKeys, .withoutEscapingSlashes]`: one line, keys sorted
/// ignoring case, `/` left alone, whole doubles without ".0".
///
/// Values are `String`, `Bool`, `Int`, `Double`, arrays and `[String: Any]` of them, or `JSONNull`.
enum JSONLine {
    /// The text of `value`, or nil when it holds something JSON cannot say (a NaN, another type).
    static func text(_ value: Any) -> String? {
        var output = ""
        return write(value, to: &output) ? output : nil
    }

    private static func write(_ value: Any, to output: inout String) -> Bool {
        switch value {
        case is JSONNull: output += "null"
        case let text as String: writeString(text, to: &output)
        case let flag as Bool: output += flag ? "true" : "false"
        case let number as Int: output += String(number)
        case let number as Double:
            guard number.isFinite else { return false }
            var digits = number.description
            if digits.hasSuffix(".0") { digits.removeLast(2) }
            output += digits
        case let object as [String: Any]:
            output += "{"
            let keys = object.keys.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
            for (position, key) in keys.enumerated() {
                if position > 0 { output += "," }
                writeString(key, to: &output)
                output += ":"
                guard let member = object[key], write(member, to: &output) else { return false }
            }
            output += "}"
        case let array as [Any]:
            output += "["
            for (position, element) in array.enumerated() {
                if position > 0 { output += "," }
                guard write(element, to: &output) else { return false }
            }
            output += "]"
        default: return false
        }
        return true
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// JSON's `null` in a document for `JSONLine` (what `NSNull()` was for `JSONSerialization`).
struct JSONNull: Sendable {}
