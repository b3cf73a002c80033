import Foundation
import Testing
@testable import MealKit

/// MealKit's own normalization answers as Foundation's does, for every assigned scalar: what folding
/// for search and composing for URLs stand on.
@Suite("Canonical decomposition and composition")
struct CanonicalDecompositionTests {
    /// Every scalar Unicode assigned up to 15.1, the version of the ICU Foundation carries here
    /// (private use and unassigned code points decompose to themselves; Unicode 16's are below).
    private static let assigned: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
        guard let age = $0.properties.age, age.major < 16 else { return false }
        return ![.unassigned, .privateUse, .surrogate].contains($0.properties.generalCategory)
    }

    @Test("each scalar decomposes (NFD) as decomposedStringWithCanonicalMapping decomposes it")
    func decomposesEveryScalar() {
        var differences: [String] = []
        for scalar in Self.assigned {
            let text = String(scalar)
            let ours = CanonicalDecomposition.decomposed(text.unicodeScalars)
            let foundation = Array(text.decomposedStringWithCanonicalMapping.unicodeScalars)
            if ours != foundation { differences.append(Self.describe(scalar, ours, foundation)) }
        }
        #expect(differences.isEmpty, "\(differences.count) differ, first: \(differences.prefix(10))")
    }

    @Test("each scalar's decomposition composes (NFC) as precomposedStringWithCanonicalMapping composes it")
    func composesEveryDecomposition() {
        var differences: [String] = []
        for scalar in Self.assigned {
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping
            let ours = CanonicalDecomposition.composed(decomposed.unicodeScalars)
            let foundation = Array(decomposed.precomposedStringWithCanonicalMapping.unicodeScalars)
            if ours != foundation { differences.append(Self.describe(scalar, ours, foundation)) }
        }
        #expect(differences.isEmpty, "\(differences.count) differ, first: \(differences.prefix(10))")
    }

    @Test("marks come out in canonical order, and compose with the letter whichever order they came in", arguments: [
        "e\u{0301}\u{0323}", "e\u{0323}\u{0301}", "s\u{0307}\u{0323}", "a\u{0308}\u{0304}\u{0331}", "ᄒ\u{1161}\u{11AB}",
        "한국어", "Å", "\u{212B}", "\u{0958}", "q\u{0307}\u{0323}", "ự",
    ])
    func sequences(_ text: String) {
        #expect(CanonicalDecomposition.decomposed(text.unicodeScalars) == Array(text.decomposedStringWithCanonicalMapping.unicodeScalars))
        #expect(CanonicalDecomposition.composed(text.unicodeScalars) == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
    }

    @Test("Unicode 16's composites decompose as the standard library decomposes them (Foundation's ICU predates them)",
          arguments: unicode16Decompositions)
    func unicode16(_ composite: UInt32, _ parts: [UInt32]) throws {
        let text = String(try #require(Unicode.Scalar(composite)))
        #expect(CanonicalDecomposition.decomposed(text.unicodeScalars).map(\.value) == parts)
        let decomposed = String(String.UnicodeScalarView(parts.compactMap(Unicode.Scalar.init)))
        #expect(CanonicalDecomposition.composed(decomposed.unicodeScalars).map(\.value) == [composite])
    }

    static let unicode16Decompositions: [(UInt32, [UInt32])] = [
        (0x105C9, [0x105D2, 0x307]), (0x113C5, [0x113C2, 0x113C2]), (0x16126, [0x1611E, 0x1611E, 0x1611F]),
        (0x16D6A, [0x16D63, 0x16D67, 0x16D67]),
    ]

    private static func describe(_ scalar: Unicode.Scalar, _ ours: [Unicode.Scalar], _ foundation: [Unicode.Scalar]) -> String {
        func hex(_ scalars: [Unicode.Scalar]) -> String { scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") }
        return "U+\(String(scalar.value, radix: 16, uppercase: true)): \(hex(ours)), Foundation \(hex(foundation))"
    }
}
