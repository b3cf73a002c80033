/// A recipe's method as schema.org pages write it, read into steps: one string (lines or paragraphs
/// are steps), a list of strings, `HowToStep`s (their `text`, else their `name`), `HowToSection`s
/// (their `name` is the section of the steps under them), `HowToDirection`s and nested lists.
enum SchemaInstructions {
    /// Lists and sections nested deeper than this are not read.
    static let maxDepth = 16

    static func steps(_ value: SchemaValue?) -> [RecipeStep] {
        guard let value else { return [] }
        var steps: [RecipeStep] = []
        read(value, section: nil, depth: 0, into: &steps)
        return steps
    }

    private static func read(_ value: SchemaValue, section: String?, depth: Int, into steps: inout [RecipeStep]) {
        guard depth < maxDepth else { return }
        switch value {
        case .string(let text) where depth == 0:
            // The whole method in one string: its lines or paragraphs are the steps.
            steps += PageText.lines(text).map { RecipeStep($0, section: section) }
        case .string(let text):
            let line = PageText.line(text)
            if !line.isEmpty { steps.append(RecipeStep(line, section: section)) }
        case .array(let elements):
            for element in elements { read(element, section: section, depth: depth + 1, into: &steps) }
        case .object:
            let types = value.types
            let items = value["itemListElement"] ?? value["steps"] ?? value["step"]
            if types.contains("howtosection") || (items != nil && value["text"] == nil) {
                let name = value["name"]?.elements.compactMap(\.text).first.map(PageText.line)
                let heading = name.flatMap { $0.isEmpty ? nil : $0 } ?? section
                if let items { read(items, section: heading, depth: depth + 1, into: &steps) }
                return
            }
            let name = value["name"]?.elements.compactMap(\.text).first.map(PageText.line) ?? ""
            // A blank line in a step's text starts a new paragraph of it.
            let texts = (value["text"] ?? value["description"])?.elements.compactMap(\.text) ?? []
            let textParagraphs = texts.flatMap(paragraphs).map(PageText.line).filter { !$0.isEmpty }
            let text = textParagraphs.joined(separator: " ")
            // A step's name heads it when it says more than its text starts with ("Overnight Option"),
            // but not a bare label ("Step 1", "Passo 2").
            var paragraphs: [String] = []
            if !name.isEmpty, text.isEmpty || (!text.hasPrefix(name.trimmingTrailingDots) && !isLabel(name)) { paragraphs.append(name) }
            paragraphs += textParagraphs
            if !paragraphs.isEmpty { steps.append(RecipeStep(paragraphs: paragraphs, section: section)) }
            if let items { read(items, section: section, depth: depth + 1, into: &steps) }
        default:
            return
        }
    }

    /// A text's parts between blank lines.
    private static func paragraphs(_ text: String) -> [String] {
        guard text.contains(where: \.isNewline) else { return [text] }
        var parts: [String] = []
        var current: [Substring] = []
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { parts.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { parts.append(current.joined(separator: "\n")) }
        return parts
    }

    /// "Step 1", "Schritt 2", "Passo 3", "instruction 0": a number with a word, naming nothing.
    static func isLabel(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        guard words.count <= 2, let last = words.last else { return false }
        return last.trimmingTrailingDots.allSatisfy { $0.isNumber } && !last.isEmpty
    }
}

extension StringProtocol {
    /// Without the dots and colons that end it: "Step 1." and "Step 1:" name alike.
    fileprivate var trimmingTrailingDots: String {
        var text = String(self)
        while let last = text.last, last == "." || last == ":" { text.removeLast() }
        return text
    }
}
