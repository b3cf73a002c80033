import FoundationEssentials

/// A meal's picture address as a server or a favorites file gives it: only a web address (`http`,
/// `https`) is taken. The one `file:` address kept is sous's own copy of that meal's picture
/// (`…/images/<id>.jpg`), which saving an Edamam favorite records; any other (`file:///etc/…`,
/// `ftp:`, `data:`) is ignored as if the meal had no picture.
public enum PictureAddress {
    public static func accepted(_ text: String?, mealID: String?) -> URL? {
        guard let text else { return nil }
        // Nearly every address is a plain web one, read for each favorite and each recipe a listing
        // decodes: told from the text, it spares asking the parsed URL for its parts.
        if hasPlainWebAuthority(text.utf8) { return URL(string: text) }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else { return nil }
        switch scheme {
        case "http", "https":
            return (url.host ?? "").isEmpty ? nil : url
        case "file":
            guard let mealID, let name = SafeFileName.forMealID(mealID), (url.host ?? "").isEmpty else { return nil }
            let path = url.path
            let kept = [ImageFormat.jpeg, .png].map { "\(name).\($0.fileExtension)" }
            return path.deletingLastPathComponent.lastPathComponent == "images" && kept.contains(path.lastPathComponent)
                && !path.contains("/../") ? url : nil
        default:
            return nil
        }
    }

    /// The text of the address `accepted(_:mealID:)` takes, as its `absoluteString` would give it back.
    ///
    /// A plain web address (nearly all: each favorite's, each listing row's) is checked here on its bytes
    /// without making a `URL`, which costs microseconds: 10,000 favorites made 10,000 of them at every
    /// start. Anything the check is not sure of goes through `accepted(_:mealID:)`.
    public static func acceptedText(_ text: String?, mealID: String?) -> String? {
        guard var text else { return nil }
        if text.withUTF8(isPlainWebAddress) { return text }
        return accepted(text, mealID: mealID)?.absoluteString
    }

    /// The longest address told apart without a `URL`.
    private static let plainLengthLimit = 2_048

    /// Whether `bytes` are an `http`/`https` address that `URL(string:)` takes exactly as written: a host
    /// of letters, digits, `-` and `.` (a numeric port allowed), then only characters a path and query
    /// may hold unescaped (no space, control, quote, `#`, `@`, brackets, non-ASCII), every `%` followed
    /// by two hex digits.
    static func isPlainWebAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= plainLengthLimit, let hostStart = webAuthorityStart(bytes) else { return false }
        var index = hostStart
        // A host starts with a letter or digit, as `hasPlainWebAuthority` asks.
        guard index < bytes.count, isLetterOrDigit(bytes[index]) else { return false }
        while index < bytes.count, isHostCharacter(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            let portStart = index + 1
            index = portStart
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > portStart else { return false }
        }
        guard index == bytes.count || bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "?") else {
            return false
        }
        let pathCharacters = Self.pathCharacters
        while index < bytes.count {
            // Eight bytes at a time while all are letters, digits or `-./` (most of an address).
            if index + 8 <= bytes.count, let base = bytes.baseAddress,
               Self.allPlainPathBytes(ByteWord(at: base + index)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, bytes[index + 1].hexDigitValue != nil, bytes[index + 2].hexDigitValue != nil else { return false }
                index += 3
                continue
            }
            guard pathCharacters.contains(byte) else { return false }
            index += 1
        }
        return true
    }

    /// Letters, digits and `isPathPunctuation`'s characters, looked up in one step each: a listing of
    /// 10,000 favorites asks this of every byte of every picture address.
    private static let pathCharacters = ASCIISet { isLetterOrDigit($0) || isPathPunctuation($0) }

    /// Whether each of the eight bytes is an ASCII letter, digit, `-`, `.` or `/`, all told at once.
    private static func allPlainPathBytes(_ word: ByteWord) -> Bool {
        guard word.isASCII else { return false }
        // Letters of either case as small ones (the other bytes this folds stay out of every range).
        let plain = word.setting(0x20).within(0x61, 0x7A) | word.within(0x30, 0x39) | word.within(0x2D, 0x2F)
        return plain == ByteWord.highBits
    }

    /// A set of ASCII bytes, one bit each.
    private struct ASCIISet {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        init(_ isMember: (UInt8) -> Bool) {
            for byte in UInt8(0)..<128 where isMember(byte) {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            if byte < 64 { return low >> UInt64(byte) & 1 != 0 }
            return byte < 128 && high >> UInt64(byte - 64) & 1 != 0
        }
    }

    /// Where the host starts in `http://…` or `https://…` (any case), or `nil` for any other text.
    private static func webAuthorityStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count > 8, bytes[0] | 0x20 == UInt8(ascii: "h"), bytes[1] | 0x20 == UInt8(ascii: "t"),
              bytes[2] | 0x20 == UInt8(ascii: "t"), bytes[3] | 0x20 == UInt8(ascii: "p") else { return nil }
        let colon = bytes[4] | 0x20 == UInt8(ascii: "s") ? 5 : 4
        guard bytes[colon] == UInt8(ascii: ":"), bytes[colon + 1] == UInt8(ascii: "/"),
              bytes[colon + 2] == UInt8(ascii: "/") else { return nil }
        return colon + 3
    }

    private static func isHostCharacter(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// What a path and query hold unescaped besides letters and digits: RFC 3986's unreserved characters
    /// and sub-delimiters, and `/ ? :` (an `@` or a `#` sends the address through `URL`).
    private static func isPathPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
             UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "+"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "$"), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }

    /// Whether `text` opens with `http://` or `https://` (any case) and a host name: a letter or digit
    /// first, and no user part (`user@`), which could leave the host empty.
    private static func hasPlainWebAuthority(_ text: String.UTF8View) -> Bool {
        var bytes = text.makeIterator()
        for expected in "http".utf8 where bytes.next().map({ $0 | 0x20 }) != expected { return false }
        var next = bytes.next()
        if next.map({ $0 | 0x20 }) == UInt8(ascii: "s") { next = bytes.next() }
        guard next == UInt8(ascii: ":"), bytes.next() == UInt8(ascii: "/"), bytes.next() == UInt8(ascii: "/"),
              let first = bytes.next(), isLetterOrDigit(first) else { return false }
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
            case UInt8(ascii: "@"): return false
            default: continue
            }
        }
        return true
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
