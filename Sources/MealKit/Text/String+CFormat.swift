#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// One floating-point `value` formatted as C's printf does (`%g`, `%.2f`…): the digits
    /// `String(format:)` gives, which hands floating-point conversions to the same C library.
    public init(cFormat format: String, _ value: Double) {
        var buffer = [CChar](repeating: 0, count: 64)
        var count = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        if count >= buffer.count {
            // `%.0f` of 1e300 is 301 digits.
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        self = String(decoding: buffer.prefix(Int(Swift.max(count, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A whole number's digits, whatever its size: `Int(_:)` traps past 2⁶³ and on infinity, and such
    /// numbers come from servers, files and typing. Huge ones are printf's digits (`%.0f`).
    public init(wholeNumber value: Double) {
        guard value.isFinite, Swift.abs(value) < 1e15 else {
            self.init(cFormat: "%.0f", value)
            return
        }
        self = String(Int(value))
    }

    /// `value` in decimal with leading zeros to at least `width` digits: `%02d`, `%04d`.
    public init(_ value: Int, zeroPaddedTo width: Int) {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: Swift.max(0, width - digits.count - (value < 0 ? 1 : 0)))
        self = (value < 0 ? "-" : "") + zeros + digits
    }
}
