import Foundation
import MealKit
import Testing

/// MealKit's own text helpers, which replaced Foundation's in the product, answer what Foundation did.
@Suite("Text helpers answer as Foundation did")
struct FoundationParityTests {
    @Test("path arithmetic matches NSString's", arguments: [
        "/a/b/c", "/a/b/", "/a", "/", "/tmp/sous/plan.json", "relative/dir/file.txt",
    ])
    func paths(_ path: String) {
        #expect(path.deletingLastPathComponent == (path as NSString).deletingLastPathComponent)
        #expect(path.lastPathComponent == (path as NSString).lastPathComponent)
        for name in ["x", "x.json", ".editrc"] {
            #expect(path.appendingPathComponent(name) == (path as NSString).appendingPathComponent(name), "\(path) + \(name)")
        }
    }

    @Test("a bare name has no folder (NSString traps on it here) and is its own last component")
    func bareName() {
        #expect("plan.json".deletingLastPathComponent == "")
        #expect("plan.json".lastPathComponent == "plan.json")
        #expect("".appendingPathComponent("plan.json") == "plan.json")
    }

    @Test("printf-style numbers match String(format:)", arguments: [
        0, 1, 2, 1.5, 0.25, 0.333_333_333, 2.0 / 3, 10, 12.345, 100.5, 1e-5, 1234567, 1e15, 1e300, -0.5, 0.045, 0.055,
    ])
    func numbers(_ value: Double) {
        for format in ["%g", "%.0f", "%.1f", "%.2f", "%.3f"] {
            #expect(String(cFormat: format, value) == String(format: format, value), "\(format) \(value)")
        }
    }

    @Test("zero padding matches %0Nd", arguments: [0, 5, 59, 123, 2025, 12345, -5])
    func padding(_ value: Int) {
        #expect(String(value, zeroPaddedTo: 2) == String(format: "%02d", value))
        #expect(String(value, zeroPaddedTo: 4) == String(format: "%04d", value))
    }

    @Test("folding matches Foundation's case- and diacritic-insensitive folding", arguments: [
        "Crème Brûlée", "SULLANCE", "Šúĺlance", "Beef Wellington", "Jalapeño", "crème", "Crème", "Ñame", "ÅNGSTRÖM",
        "Tarte Tatin", "Smørrebrød", "Pão de Queijo", "Phở", "Ġbejna", "İskender", "",
        // Where case folding is not lowercasing: Foundation folds these, and searches must match alike.
        "Straße", "STRASSE", "ẞ", "ﬁsh", "ﬂour", "ﬀ ﬃ ﬄ ﬅ ﬆ", "ς Σ", "ſ ẛ", "ŉ", "և ﬓ ﬔ ﬕ ﬖ ﬗ", "ϐ ϑ ϕ ϖ ϰ ϱ ϵ",
    ])
    func folding(_ text: String) {
        let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        #expect(text.foldedForSearch == foundation)
        #expect(text.decomposedStringWithCanonicalMapping.foldedForSearch == foundation)
    }

    @Test("folded order is A–Z ignoring case and accents; folded contains finds across them")
    func folded() {
        let names = ["beef", "Apple", "Éclair", "apple pie", "Zucchini", "eggs", "Crème brûlée", "cream"]
        #expect(names.sorted { $0.foldedPrecedes($1) } == ["Apple", "apple pie", "beef", "cream", "Crème brûlée", "Éclair", "eggs", "Zucchini"])
        #expect("Invalid ID given".foldedContains("invalid id"))
        #expect("Crème Brûlée".foldedContains("creme BRU"))
        #expect(!"Crème".foldedContains(""))
    }

    @Test("percent-encoding matches addingPercentEncoding", arguments: [
        "chicken", "crème brûlée", "a&b=c+d#e/f?g", "100% ~_.-", "🍋 tart", "",
    ])
    func percentEncoding(_ text: String) {
        var unreserved = CharacterSet()
        unreserved.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        #expect(text.percentEncoded == text.addingPercentEncoding(withAllowedCharacters: unreserved))
        var alphanumerics = CharacterSet()
        alphanumerics.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        #expect(text.percentEncoded(keeping: String.isASCIIAlphanumeric) == text.addingPercentEncoding(withAllowedCharacters: alphanumerics))
    }

    @Test("composition matches precomposedStringWithCanonicalMapping")
    func composition() {
        for text in ["cre\u{0300}me", "crème", "e\u{0301}\u{0323}", "Ha\u{0308}agen", "plain"] {
            #expect(Array(text.canonicallyComposed.unicodeScalars) == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
        }
    }
}
