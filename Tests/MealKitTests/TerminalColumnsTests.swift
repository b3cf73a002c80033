#if canImport(Glibc)
import Glibc
#endif
import MealKit
import Testing

/// Columns as the terminal counts them: the C library's `wcwidth` in a UTF-8 locale, whatever
/// locale the process is in (this test process never calls `setlocale`: it is in "C").
@Suite("Terminal columns")
struct TerminalColumnsTests {
    @Test("the alarm clock and the hot drink take two columns, as they do on screen; marks none")
    func wideEmoji() {
        #expect(Unicode.Scalar(0x23F0)!.terminalColumns == 2, "⏰")
        #expect(Unicode.Scalar(0x2615)!.terminalColumns == 2, "☕")
        #expect(Unicode.Scalar(0x1F680)!.terminalColumns == 2, "🚀, outside the old table's emoji ranges")
        #expect(("漢" as Unicode.Scalar).terminalColumns == 2)
        #expect(("é" as Unicode.Scalar).terminalColumns == 1)
        #expect(Unicode.Scalar(0x0301)!.terminalColumns == 0, "a combining acute accent")
        #expect(Unicode.Scalar(0x200B)!.terminalColumns == 0, "a zero-width space")
        #expect(("\t" as Unicode.Scalar).terminalColumns == 0, "a control character")
        #expect(("a" as Unicode.Scalar).terminalColumns == 1)
    }

    @Test("every scalar of the Basic Multilingual Plane and the emoji planes agrees with wcwidth in C.UTF-8")
    func agreesWithWcwidth() throws {
        let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil), "the C library has no C.UTF-8 locale")
        defer { freelocale(utf8) }
        // This thread asks in "C" on purpose: the answer must not follow the caller's locale.
        let c = try #require(newlocale(LC_CTYPE_MASK, "C", nil))
        defer { freelocale(c) }
        let previous = uselocale(c)
        defer { uselocale(previous) }
        // Glibc's Swift module does not declare wcwidth (an X/Open function): found by name.
        let symbol = try #require(dlsym(nil, "wcwidth"))
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        var disagreements: [String] = []
        for value in Array(0...0xFFFF) + Array(0x1F000...0x1FAFF) {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            uselocale(utf8)
            let expected = wcwidth(Int32(value))
            uselocale(c)
            // wcwidth's -1: a control takes no column, a scalar it does not know (newer than the
            // C library) one.
            let wanted = expected >= 0 ? Int(expected) : (scalar.properties.generalCategory == .control ? 0 : 1)
            if scalar.terminalColumns != wanted {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)): \(scalar.terminalColumns), wcwidth \(expected)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }
}
