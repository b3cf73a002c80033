import FoundationEssentials

/// How much of an ingredient, cookware or time a Cooklang component asks for: `{2}`, `{1/2%cup}`,
/// `{=1%tsp}`, `{10-20%minutes}`, `{few%sprigs}`.
///
/// The value is kept as the file says it: a number (fractions read as numbers, "01/2" is not one),
/// a range, or words; the unit as written ("g", "large", "balls"). Reading it into sous's own units
/// is the recipe mapping's work, so the file's words are never lost.
public struct CooklangQuantity: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case number(Double)
        case range(Double, Double)
        case text(String)
    }

    public var value: Value
    public var unit: String?
    /// `{=1%tsp}`: the amount does not change when the recipe is scaled.
    public var isFixed: Bool

    public init(value: Value, unit: String? = nil, isFixed: Bool = false) {
        self.value = value
        self.unit = unit
        self.isFixed = isFixed
    }

    /// The number, when the value is one (the bottom of a range otherwise).
    public var amount: Double? {
        switch value {
        case .number(let number): return number
        case .range(let low, _): return low
        case .text: return nil
        }
    }

    /// The value as a cook reads it: "2", "1/2", "1.5", "10-20", "few".
    public var valueText: String {
        switch value {
        case .number(let number): return Self.format(number)
        case .range(let low, let high): return Self.format(low) + "-" + Self.format(high)
        case .text(let text): return text
        }
    }

    /// Value and unit: "200 g", "1/2 cup", "few sprigs", "3".
    public var text: String {
        guard let unit, !unit.isEmpty else { return valueText }
        return valueText + " " + unit
    }

    /// A number as Cooklang writes it, exactly enough to read back the same: whole numbers plain,
    /// halves, thirds, quarters and eighths as fractions ("1 1/2"), anything else as a short decimal.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        let whole = number.rounded(.down)
        let part = number - whole
        if number > 0, number < 1e6 {
            for denominator in [2.0, 3.0, 4.0, 8.0] {
                let numerator = (part * denominator).rounded()
                if numerator > 0, numerator < denominator, abs(numerator / denominator - part) < 1e-9,
                   whole + numerator / denominator == number || denominator == 3 {
                    let fraction = String(Int(numerator)) + "/" + String(Int(denominator))
                    return whole > 0 ? String(Int64(whole)) + " " + fraction : fraction
                }
            }
        }
        var text = String(cFormat: "%.6f", number)
        while text.last == "0" { text.removeLast() }
        if text.last == "." { text.removeLast() }
        return text
    }
}

extension CooklangQuantity {
    /// The value of `text` as Cooklang reads it: a range "a-b" of two numbers, a number ("2", "1.5",
    /// ".5", "1/2", "1 / 2", "1 1/2"), or the words themselves. A leading zero makes no number
    /// ("01/2"), as in Cooklang's own test suite.
    static func value(of text: Substring) -> Value {
        if let dash = text.firstIndex(ofASCII: "-"), dash != text.startIndex,
           let low = number(text[..<dash]), let high = number(text[text.index(after: dash)...]) {
            return .range(low, high)
        }
        if let number = number(text) { return .number(number) }
        return .text(String(text))
    }

    /// A number in Cooklang's grammar, or nil.
    static func number(_ text: Substring) -> Double? {
        var scanner = NumberScanner(Array(text.utf8))
        scanner.skipSpaces()
        guard let first = scanner.unsignedInteger() else {
            // ".5"
            guard scanner.take(UInt8(ascii: ".")), let digits = scanner.digits(), scanner.atEndAfterSpaces() else { return nil }
            return Double("0." + digits)
        }
        let afterFirst = scanner.index
        if scanner.atEndAfterSpaces() { return Double(first) }
        scanner.index = afterFirst
        if scanner.take(UInt8(ascii: ".")) {
            guard let digits = scanner.digits(), scanner.atEndAfterSpaces() else { return nil }
            return Double(first + "." + digits)
        }
        scanner.skipSpaces()
        if scanner.take(UInt8(ascii: "/")) {
            scanner.skipSpaces()
            guard let denominator = scanner.digits(), scanner.atEndAfterSpaces(),
                  let top = Double(first), let bottom = Double(denominator), bottom > 0 else { return nil }
            return top / bottom
        }
        // "1 1/2"
        scanner.index = afterFirst
        guard scanner.skipSpaces() > 0, let numerator = scanner.unsignedInteger() else { return nil }
        scanner.skipSpaces()
        guard scanner.take(UInt8(ascii: "/")) else { return nil }
        scanner.skipSpaces()
        guard let denominator = scanner.digits(), scanner.atEndAfterSpaces(),
              let whole = Double(first), let top = Double(numerator), let bottom = Double(denominator), bottom > 0
        else { return nil }
        return whole + top / bottom
    }

    private struct NumberScanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        @discardableResult
        mutating func skipSpaces() -> Int {
            let start = index
            while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
            return index - start
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func digits() -> String? {
            let start = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
            guard index > start, index - start <= 15 else { return nil }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// Digits with no leading zero ("0" itself is one).
        mutating func unsignedInteger() -> String? {
            let start = index
            guard let digits = digits() else { return nil }
            if digits.count > 1, digits.first == "0" {
                index = start
                return nil
            }
            return digits
        }

        mutating func atEndAfterSpaces() -> Bool {
            skipSpaces()
            return index == bytes.count
        }
    }
}
