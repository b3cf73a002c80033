import FoundationEssentials

/// A file in Cooklang's aisle.conf format: `[section]` lines, then one ingredient a line, `|` between
/// the names of one ingredient, `//` comments:
///
/// ```
/// [produce]
/// potatoes
/// spring onions | scallions   // the same thing, two names
/// [canned goods]
/// tuna | chicken of the sea
/// ```
///
/// Read line by line, so a broken line costs that line alone: it is named (`problems`) and the rest of
/// the file still applies, unlike Cooklang's own parser, which refuses the whole file.
public struct AisleConfig: Hashable, Sendable {
    /// One `[section]` and the ingredients under it, in the file's order; a section named twice is one.
    public struct Section: Hashable, Sendable {
        public var aisle: Aisle
        /// Each line's names, synonyms together.
        public var ingredients: [[String]]
    }

    /// A line that was skipped, and why.
    public struct Problem: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// An ingredient before any `[section]` line: it has no aisle to go under.
            case outsideSection
            /// `[produce` or `[produce] potatoes` or `[]`: not a section line as the format has them.
            case malformedSection
            /// A `[` or `]` inside a name, or a line of nothing but `|`.
            case malformedName
            /// A name already given an aisle on an earlier line; the first one stands.
            case duplicate(name: String, firstLine: Int)
        }

        /// Counted from 1, as an editor shows it.
        public var line: Int
        public var text: String
        public var kind: Kind
    }

    public var sections: [Section]
    public var problems: [Problem]

    public init(sections: [Section] = [], problems: [Problem] = []) {
        self.sections = sections
        self.problems = problems
    }

    /// Reads the text of an aisle.conf; never fails, see `problems`.
    public static func parse(_ text: String) -> AisleConfig {
        var config = AisleConfig()
        var current: Int?
        var firstLines: [String: Int] = [:]
        var sectionIndex: [String: Int] = [:]
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = offset + 1
            let line = withoutComment(raw).trimmingWhitespaceAndNewlines()
            guard !line.isEmpty else { continue }
            func skip(_ kind: Problem.Kind) {
                config.problems.append(Problem(line: number, text: String(raw).trimmingWhitespaceAndNewlines(), kind: kind))
            }
            if line.hasPrefix("[") || line.hasSuffix("]") {
                let name = line.dropFirst().dropLast().trimmingWhitespaceAndNewlines()
                guard line.hasPrefix("["), line.hasSuffix("]"), !name.isEmpty, !name.contains(where: { "[]|".contains($0) })
                else {
                    skip(.malformedSection)
                    // The lines under a broken heading belong to no section rather than to the one before.
                    current = nil
                    continue
                }
                let aisle = Aisle(name)
                if let index = sectionIndex[aisle.key] {
                    current = index
                } else {
                    sectionIndex[aisle.key] = config.sections.count
                    current = config.sections.count
                    config.sections.append(Section(aisle: aisle, ingredients: []))
                }
                continue
            }
            guard let section = current else {
                skip(.outsideSection)
                continue
            }
            let names = line.split(separator: "|").map { $0.trimmingWhitespaceAndNewlines() }.filter { !$0.isEmpty }
            guard !names.isEmpty, !line.contains(where: { "[]".contains($0) }) else {
                skip(.malformedName)
                continue
            }
            if let repeated = names.first(where: { firstLines[IngredientName.key($0)] != nil }),
               let firstLine = firstLines[IngredientName.key(repeated)] {
                skip(.duplicate(name: repeated, firstLine: firstLine))
                continue
            }
            for name in names { firstLines[IngredientName.key(name)] = number }
            config.sections[section].ingredients.append(names)
        }
        return config
    }

    private static func withoutComment(_ line: Substring) -> String {
        guard let range = line.firstRange(of: "//") else { return String(line) }
        return String(line[..<range.lowerBound])
    }
}
