#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A page's scripts and style sheets taken out before libxml2 reads it: most of a real page's bytes are
/// bundled code, which libxml2 reads a character at a time (and complains about every `</div>` in a
/// string of it), yet no recipe is in it.
///
/// Only the bodies go, between `<script …>` or `<style …>` and the `</script`/`</style` that ends them
/// as libxml2's HTML parser ends them; the elements stay. Kept whole: JSON-LD blocks, and any script
/// whose tag names an `item…` attribute (microdata). Tags are read with their quoted attribute values
/// and comments are skipped, so `<a title="<script>">` or `<!-- <script> -->` starts nothing. Where the
/// markup is too broken to tell, the bytes are kept: libxml2 then reads them as before.
enum PageCode {
    /// `page` without the bodies of its scripts and style sheets (JSON-LD and microdata kept).
    static func removed(from page: [UInt8]) -> [UInt8] {
        page.withUnsafeBufferPointer { bytes -> [UInt8]? in
            var kept: [UInt8] = []
            var copiedUpTo = 0
            var index = 0
            let count = bytes.count
            while let open = next(UInt8(ascii: "<"), in: bytes, from: index) {
                index = open + 1
                if starts(bytes, at: open, with: "<!--") {
                    guard let end = find("-->", in: bytes, from: open + 4, caseInsensitive: false) else { break }
                    index = end + 3
                    continue
                }
                guard open + 1 < count, isLetter(bytes[open + 1]) else { continue }
                let nameEnd = (open + 1..<count).first { !isNameByte(bytes[$0]) } ?? count
                guard let tagEnd = endOfTag(bytes, from: nameEnd) else { break }
                index = tagEnd + 1
                let raw: StaticString
                if equalsIgnoringCase(bytes, open + 1..<nameEnd, "script") {
                    raw = "</script"
                } else if equalsIgnoringCase(bytes, open + 1..<nameEnd, "style") {
                    raw = "</style"
                } else {
                    continue
                }
                // `<script … />` is an empty element to libxml2: what follows is markup.
                if bytes[tagEnd - 1] == UInt8(ascii: "/") { continue }
                let body = tagEnd + 1
                let close = find(raw, in: bytes, from: body, caseInsensitive: true) ?? count
                if !keepsBody(bytes, tag: nameEnd..<tagEnd) {
                    if kept.isEmpty { kept.reserveCapacity(count / 4) }
                    kept.append(contentsOf: bytes[copiedUpTo..<body])
                    copiedUpTo = close
                }
                index = close
            }
            guard copiedUpTo > 0 else { return nil }
            kept.append(contentsOf: bytes[copiedUpTo..<count])
            return kept
        } ?? page
    }

    /// A JSON-LD block, or a script that is a microdata property: what the reader reads of a script.
    private static func keepsBody(_ bytes: UnsafeBufferPointer<UInt8>, tag: Range<Int>) -> Bool {
        find("ld+json", in: bytes, within: tag) || find("item", in: bytes, within: tag)
    }

    /// The `>` that ends a tag whose attributes start at `start`: one inside a quoted attribute value
    /// (a quote right after `=`) does not. Nil when the page ends first.
    private static func endOfTag(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        var afterEquals = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: ">"):
                return index
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if afterEquals {
                    guard let end = next(byte, in: bytes, from: index + 1) else { return nil }
                    index = end
                }
                afterEquals = false
            case UInt8(ascii: "="):
                afterEquals = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0C:
                break
            default:
                afterEquals = false
            }
            index += 1
        }
        return nil
    }

    private static func next(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Where `text` (ASCII) next starts at or after `start`.
    private static func find(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                             caseInsensitive: Bool) -> Int? {
        let first = text.utf8Start[0]
        var index = start
        while let candidate = next(first, in: bytes, from: index) {
            if caseInsensitive ? equalsIgnoringCase(bytes, candidate..<min(candidate + text.utf8CodeUnitCount, bytes.count), text)
                : starts(bytes, at: candidate, with: text) {
                return candidate
            }
            index = candidate + 1
        }
        return nil
    }

    /// Whether `text` (lower-case ASCII) is anywhere in `range`, in any case.
    private static func find(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, within range: Range<Int>) -> Bool {
        let length = text.utf8CodeUnitCount
        guard range.count >= length else { return false }
        return (range.lowerBound...(range.upperBound - length)).contains {
            equalsIgnoringCase(bytes, $0..<($0 + length), text)
        }
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        return (0..<length).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    /// Whether `range` of `bytes` is `text` (lower-case ASCII), in any case.
    private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        return (0..<range.count).allSatisfy { (bytes[range.lowerBound + $0] | 0x20) == text.utf8Start[$0] }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// What libxml2 reads as part of a tag's name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
