import SousCore

/// The sanitiser's promise, checked on any input: no ESC, no C0 control but newline and tab, no DEL,
/// no C1 control, no bidi override, isolate or mark, nothing invisible (zero width space, soft hyphen,
/// word joiner, BOM, tag characters, interlinear annotations), no line separator; and sanitising twice
/// changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSanitizer(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let clean = TerminalText.sanitized(text)
    check(clean, allowing: [0x09, 0x0A])
    let line = TerminalText.sanitizedLine(text)
    check(line, allowing: [])
    precondition(TerminalText.sanitized(clean) == clean, "sanitising twice changed the text")
    return 0
}

private func check(_ text: String, allowing allowed: Set<UInt32>) {
    for scalar in text.unicodeScalars where !allowed.contains(scalar.value) {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C,
             0x00AD, 0x200B, 0x2060...0x2064, 0xFEFF, 0x2028, 0x2029, 0xE0000...0xE007F, 0xFFF9...0xFFFB:
            fatalError("sanitised text holds U+\(String(scalar.value, radix: 16, uppercase: true))")
        default: continue
        }
    }
}
