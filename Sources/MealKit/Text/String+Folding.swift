extension String {
    /// The text lowercased and without its diacritics ("Crème Brûlée" → "creme brulee"): what
    /// searches and name matches compare, as Foundation's
    /// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` did.
    ///
    /// Lowercased first (so "İ"'s dot comes out as a combining mark too), then decomposed (NFD, by
    /// MealKit's own `CanonicalDecomposition`) and stripped of its nonspacing marks (Unicode Mn).
    /// The same for every locale. The letters whose case folding is not their lowercase are folded
    /// as Foundation folds them: "Straße" and "STRASSE" both fold to "strasse", "ﬁsh" to "fish",
    /// "ς" to "σ".
    public var foldedForSearch: String {
        let lowered = lowercased()
        if lowered.utf8.allSatisfy({ $0 < 0x80 }) { return lowered }
        var folded = String.UnicodeScalarView()
        for scalar in CanonicalDecomposition.decomposed(lowered.unicodeScalars)
        where scalar.properties.generalCategory != .nonspacingMark {
            if let unfolded = Self.caseFoldings[scalar] {
                folded.append(contentsOf: unfolded.unicodeScalars)
            } else {
                folded.append(scalar)
            }
        }
        return String(folded)
    }

    /// Unicode's case foldings (CaseFolding.txt, full and simple) that differ from the lowercase
    /// already taken: ß, the long s, final sigma, the Latin and Armenian ligatures, and Greek symbols.
    private static let caseFoldings: [Unicode.Scalar: String] = [
        "ß": "ss", "ſ": "s", "ς": "σ", "ŉ": "ʼn", "ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl",
        "ﬅ": "st", "ﬆ": "st", "և": "եւ", "ﬓ": "մն", "ﬔ": "մե", "ﬕ": "մի", "ﬖ": "վն", "ﬗ": "մխ",
        "ϐ": "β", "ϑ": "θ", "ϕ": "φ", "ϖ": "π", "ϰ": "κ", "ϱ": "ρ", "ϵ": "ε",
    ]

    /// Whether this text sorts before `other` ignoring case and diacritics (what
    /// `localizedCaseInsensitiveCompare` ordered by), texts that fold alike in code-point order: the
    /// same order whatever the machine's locale.
    public func foldedPrecedes(_ other: String) -> Bool {
        if let order = Self.asciiFoldedOrder(self, other) { return order }
        let (mine, theirs) = (foldedForSearch, other.foldedForSearch)
        return mine != theirs ? mine < theirs : self < other
    }

    /// `foldedPrecedes` for two ASCII texts, compared in place: a sort calls it for each pair it
    /// weighs, and folding both sides each time made A-to-Z listings most of a search's cost. Nil when
    /// either text is not ASCII (or not contiguous), for the general way.
    private static func asciiFoldedOrder(_ first: String, _ second: String) -> Bool? {
        first.utf8.withContiguousStorageIfAvailable { mine in
            second.utf8.withContiguousStorageIfAvailable { theirs -> Bool? in
                guard !mine.contains(where: { $0 >= 0x80 }), !theirs.contains(where: { $0 >= 0x80 }) else { return nil }
                func lowered(_ byte: UInt8) -> UInt8 {
                    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                }
                for (a, b) in zip(mine, theirs) where lowered(a) != lowered(b) { return lowered(a) < lowered(b) }
                if mine.count != theirs.count { return mine.count < theirs.count }
                // Alike but for case: code-point order, as for any two texts that fold alike.
                return mine.lexicographicallyPrecedes(theirs)
            } ?? nil
        } ?? nil
    }

    /// Whether `other` occurs in this text ignoring case and diacritics (never when it is empty, as
    /// with `localizedCaseInsensitiveContains`).
    public func foldedContains(_ other: String) -> Bool {
        let wanted = other.foldedForSearch
        return !wanted.isEmpty && foldedForSearch.containsBytes(of: wanted)
    }

    /// The text in Unicode's composed form (NFC), as `precomposedStringWithCanonicalMapping` gives
    /// it: a terminal may hand over "crème" with its accent as a separate scalar.
    public var canonicallyComposed: String {
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        var composed = String.UnicodeScalarView()
        composed.append(contentsOf: CanonicalDecomposition.composed(unicodeScalars))
        return String(composed)
    }
}
