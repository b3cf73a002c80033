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
    /// A plain web address (nearly all: each favorite's, each listing row's) is checked here without
    /// making a `URL`, which costs microseconds: 10,000 favorites made 10,000 of them at every start.
    /// Anything the check is not sure of goes through `accepted(_:mealID:)`.
    public static func acceptedText(_ text: String?, mealID: String?) -> String? {
        guard let text else { return nil }
        if isPlainWebAddress(text.utf8) { return text }
        return accepted(text, mealID: mealID)?.absoluteString
    }

    /// The longest address told apart without a `URL`.
    private static let plainLengthLimit = 2_048

    /// Whether `text` is an `http`/`https` address that `URL(string:)` takes exactly as written: a host
    /// of letters, digits, `-` and `.` (a numeric port allowed), then only characters a path and query
    /// may hold unescaped (no space, control, quote, `#`, brackets, non-ASCII), every `%` followed by
    /// two hex digits.
    static func isPlainWebAddress(_ text: String.UTF8View) -> Bool {
        guard text.count <= plainLengthLimit, hasPlainWebAuthority(text) else { return false }
        // Past `http://` or `https://`, which hasPlainWebAuthority checked.
        let afterScheme = text.dropFirst(text.dropFirst(4).first.map { $0 | 0x20 } == UInt8(ascii: "s") ? 8 : 7)
        let authorityEnd = afterScheme.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? afterScheme.endIndex
        let authority = afterScheme[..<authorityEnd]
        let hostEnd = authority.firstIndex(of: UInt8(ascii: ":")) ?? authority.endIndex
        guard authority[..<hostEnd].allSatisfy({ isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return false }
        if hostEnd != authority.endIndex {
            let port = authority[authority.index(after: hostEnd)...]
            guard !port.isEmpty, port.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return false }
        }
        var hexDigitsDue = 0
        for byte in afterScheme[authorityEnd...] {
            if hexDigitsDue > 0 {
                guard isHexDigit(byte) else { return false }
                hexDigitsDue -= 1
            } else if byte == UInt8(ascii: "%") {
                hexDigitsDue = 2
            } else if !isLetterOrDigit(byte) && !isPathPunctuation(byte) {
                return false
            }
        }
        return hexDigitsDue == 0
    }

    /// What a path and query hold unescaped besides letters and digits (RFC 3986's unreserved and
    /// sub-delimiters, `/ ? : @`-less: an `@` sends the address through `URL`).
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

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
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
