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
