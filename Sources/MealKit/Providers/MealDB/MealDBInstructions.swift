import FoundationEssentials

/// Reads TheMealDB's free-text instructions as the author laid them out: numbered steps, section
/// headings, and paragraphs.
///
/// The source separates paragraphs with `\r\n` (sometimes U+2028), often writes "STEP 1" on a line of
/// its own, opens steps with "1.", "2)" or "▢", and sometimes breaks lines inside a sentence. When the
/// text numbers its steps, those numbers are kept (even when they start at 0 or begin again after a
/// heading); otherwise each paragraph is a step, counted from 1. A line broken inside a sentence is
/// joined to the one before it, and a short title line ("For the sauce:", "Cooking Instructions") is
/// a heading, not a step.
public enum MealDBInstructions {
    /// One part of a recipe's method.
    public enum Part: Hashable, Sendable {
        /// A section heading, as written.
        case heading(String)
        /// A step: the number it is shown with (the author's, or sous's when the text numbers none;
        /// nil for text before the author's first step), and its paragraphs.
        case step(number: Int?, paragraphs: [String])
    }

    /// The steps in order, each under the heading before it.
    ///
    /// The author's own step numbers are not kept: a recipe's steps are counted from 1 wherever
    /// they come from, so `open`, `steps` and an export number them alike.
    public static func steps(from instructions: String) -> [RecipeStep] {
        read(instructions).steps
    }

    /// The steps, and the yield when the text states it on a line of its own before the first step
    /// ("2 Servings", "Serves 4"): a line the method has no step for.
    ///
    /// What scraped pages left after the method is not part of it: a "Nutrition Facts" section, or a
    /// video's "Watch after ad" caption.
    static func read(_ instructions: String) -> (steps: [RecipeStep], yield: RecipeYield?) {
        var section: String?
        var steps: [RecipeStep] = []
        var yield: RecipeYield?
        for part in parts(from: instructions) {
            switch part {
            case .heading(let heading):
                section = heading.last == ":" ? String(heading.dropLast()).trimmingWhitespace() : heading
            case .step(_, let paragraphs):
                if let heading = section, isLeftover(heading) { continue }
                if steps.isEmpty, yield == nil, paragraphs.count == 1, let servings = servings(in: paragraphs[0]) {
                    yield = RecipeYield(amount: servings)
                    continue
                }
                if !paragraphs.isEmpty { steps.append(RecipeStep(paragraphs: paragraphs, section: section)) }
            }
        }
        return (steps, yield)
    }

    /// The yield the text states on its first line ("2 Servings"), which `read` takes for the yield: found
    /// without reading the rest, so a recipe knows its yield before its steps are read.
    static func leadingYield(_ instructions: String) -> RecipeYield? {
        // Every recipe a listing decodes asks this, and few methods open with a yield: a look at the
        // bytes for "serv" settles most of them before any character is formed.
        guard mentionsServing(instructions.utf8.prefix(64)) else { return nil }
        let first = instructions.prefix(64).split(whereSeparator: { $0.isNewline }).first { !$0.allSatisfy(\.isWhitespace) }
        return first.flatMap { servings(in: String($0).trimmingWhitespace()) }.flatMap { RecipeYield(amount: $0) }
    }

    /// Whether `bytes` hold "serv" in any case, the stem of every yield `servings(in:)` reads.
    private static func mentionsServing(_ bytes: Substring.UTF8View) -> Bool {
        let stem: [UInt8] = Array("serv".utf8)
        var matched = 0
        for byte in bytes {
            // ASCII letters only: setting bit 5 lower-cases them, and leaves the other bytes unequal to the stem.
            matched = byte | 0x20 == stem[matched] ? matched + 1 : (byte | 0x20 == stem[0] ? 1 : 0)
            if matched == stem.count { return true }
        }
        return false
    }

    /// "2 Servings", "4 servings", "Serves 6": a yield alone on its line.
    static func servings(in line: String) -> Double? {
        let words = line.lowercased().split(separator: " ")
        guard words.count == 2 else { return nil }
        if words[1].hasPrefix("serving"), words[1].count <= 8, let count = Double(words[0]) { return Recipe.fact(count) }
        if words[0] == "serves", let count = Double(words[1]) { return Recipe.fact(count) }
        return nil
    }

    /// A heading under which a scraped page left text that is not the method.
    private static func isLeftover(_ heading: String) -> Bool {
        let lower = heading.lowercased()
        return lower.hasPrefix("nutrition") || lower.hasPrefix("watch after ad")
    }

    /// The headings and steps of a recipe's instructions.
    public static func parts(from instructions: String) -> [Part] {
        let lines = lines(of: instructions).map(tidy)
        let markers = numberMarkers(lines)
        let numberedAt = numbering(lines, markers: markers)
        var parts: [Part] = []
        var number: Int?
        var paragraphs: [String] = []
        var isOpen = false
        var afterBlank = false
        func close() {
            if isOpen, !paragraphs.isEmpty || number != nil { parts.append(.step(number: number, paragraphs: paragraphs)) }
            isOpen = false
            paragraphs = []
        }
        let lastText = lines.lastIndex { !$0.isEmpty }
        /// Whether the next line with text opens a numbered step.
        func opensStep(after index: Int) -> Bool {
            guard let next = lines[(index + 1)...].firstIndex(where: { !$0.isEmpty }) else { return false }
            return markers[next] != nil
        }
        for (index, line) in lines.enumerated() {
            if line.isEmpty {
                afterBlank = true
                continue
            }
            defer { afterBlank = false }
            let numbered = numberedAt[index]
            if numbered, let marker = markers[index] {
                close()
                number = marker.number
                isOpen = true
                if !marker.rest.isEmpty { paragraphs = [marker.rest] }
                continue
            }
            var text = line
            let bullet = text.first == "▢"
            if bullet { text = text.dropFirst().trimmingWhitespace() }
            if text.isEmpty { continue }
            // The line after a lone "5" is that step's text, whatever it looks like.
            let awaitsText = isOpen && paragraphs.isEmpty && number != nil
            if !awaitsText, index != lastText, isHeading(text) || (numbered && isLabel(text) && opensStep(after: index)) {
                close()
                parts.append(.heading(text))
                continue
            }
            let joins = isOpen && !afterBlank && !bullet && paragraphs.last.map { isBrokenInside($0, before: text) } ?? false
            if joins {
                paragraphs[paragraphs.count - 1] += " " + text
            } else if numbered, isOpen, !bullet {
                paragraphs.append(text)
            } else {
                close()
                isOpen = true
                number = numbered ? nil : (parts.reduce(0) { count, part in
                    if case .step = part { return count + 1 }
                    return count
                } + 1)
                paragraphs = [text]
            }
        }
        close()
        return numberingPreamble(parts)
    }

    /// Whether each line is in a numbered section: a section (the lines between two headings) is
    /// numbered when its lines open with step numbers (two of them, one that says "Step", or one in a
    /// text that numbers two). One rule for every section, so a recipe whose notes alone are numbered
    /// still has its method read paragraph by paragraph.
    private static func numbering(_ lines: [String], markers: [(number: Int, rest: String, saysStep: Bool)?]) -> [Bool] {
        var numbered = [Bool](repeating: false, count: lines.count)
        let textIsNumbered = markers.compactMap { $0 }.count >= 2
        var start = 0
        func close(_ end: Int) {
            let found = markers[start..<end].compactMap { $0 }
            let isNumbered = found.count >= 2 || found.contains { $0.saysStep } || (textIsNumbered && !found.isEmpty)
            for index in start..<end { numbered[index] = isNumbered }
        }
        for (index, line) in lines.enumerated() where markers[index] == nil && !line.isEmpty && isHeading(line) {
            close(index)
            start = index
        }
        close(lines.count)
        return numbered
    }

    /// A short line that ends no sentence: "Make the mac and cheese". Before a numbered step, such a
    /// line is that part's heading.
    static func isLabel(_ text: String) -> Bool {
        guard text.count <= 48, let last = text.last, !".!?,;".contains(last), text.first?.isUppercase ?? false else { return false }
        return text.split(separator: " ").count <= 7 && servings(in: text) == nil
    }

    /// Text before the author's first numbered step, when that step is not the first ("2." after an
    /// opening paragraph), is the step the author left unnumbered: it takes the number before.
    private static func numberingPreamble(_ parts: [Part]) -> [Part] {
        guard case .step(nil, let paragraphs)? = parts.first, parts.count > 1,
              case .step(let next?, _) = parts[1], next > 1 else { return parts }
        return [.step(number: next - 1, paragraphs: paragraphs)] + parts.dropFirst()
    }

    /// The text's lines, split at `\r\n`, `\n`, `\r`, U+2028 and U+2029.
    ///
    /// Found in the UTF-8 bytes: Foundation's `replacingOccurrences`, or even a split by Character, was
    /// most of showing a long recipe. Each of those breaks is a grapheme cluster of its own, so the
    /// lines are those a split by Character gives.
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            var next = utf8.index(after: index)
            var isBreak = false
            switch utf8[index] {
            case 0x0A:
                isBreak = true
            case 0x0D:
                isBreak = true
                if next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                if next < utf8.endIndex, utf8[next] == 0x80 {
                    let last = utf8.index(after: next)
                    if last < utf8.endIndex, utf8[last] == 0xA8 || utf8[last] == 0xA9 {
                        isBreak = true
                        next = utf8.index(after: last)
                    }
                }
            default:
                break
            }
            if isBreak {
                lines.append(text[start..<index])
                start = next
            }
            index = next
        }
        lines.append(text[start...])
        return lines
    }

    /// Spaces tidied, tabs as spaces, invisible characters removed.
    private static func tidy(_ line: Substring) -> String {
        if line.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII holds none of the invisible characters, and its only spaces are " " and tabs.
            let bytes = line.utf8.map { $0 == 0x09 ? 0x20 : $0 }
            guard let first = bytes.firstIndex(where: { $0 != 0x20 }), let last = bytes.lastIndex(where: { $0 != 0x20 })
            else { return "" }
            return String(decoding: bytes[first...last], as: UTF8.self)
        }
        let kept = line.filter { $0 != "\u{200B}" && $0 != "\u{00AD}" && $0 != "\u{FEFF}" }
        return (kept.contains("\t") ? String(kept.map { $0 == "\t" ? " " : $0 })[...] : kept[...]).trimmingWhitespace()
    }

    /// The step number each line opens with, if any: "STEP 3", "Step 3:", "3.", "3)", "3:" or a
    /// number alone; or a bare "3 Sear the brisket" when it is the number expected next.
    ///
    /// Scanned by hand rather than with regular expressions: this runs for every line of every recipe
    /// shown, and compiling patterns each time was a quarter of a piped session's time.
    ///
    /// A bare number counts only in a text whose first step was numbered that way too, so "3 Budget
    /// Egg Ideas" after "step 2" stays text.
    static func numberMarkers(_ lines: [String]) -> [(number: Int, rest: String, saysStep: Bool)?] {
        var previous: Int?
        var bareStyle: Bool?
        return lines.map { line in
            let expected = previous.map { $0 + 1 } ?? 1
            guard let marker = marker(in: line, expected: expected, allowingBare: bareStyle ?? true) else { return nil }
            if bareStyle == nil { bareStyle = marker.isBare }
            previous = marker.number
            return (marker.number, marker.rest, marker.saysStep)
        }
    }

    private static func marker(in line: String, expected: Int, allowingBare: Bool)
        -> (number: Int, rest: String, isBare: Bool, saysStep: Bool)? {
        var text = Substring(line)
        var afterWord = false
        if text.prefix(4).lowercased() == "step" {
            let rest = text.dropFirst(4).drop(while: \.isWhitespace)
            guard rest.first?.isASCIIDigit ?? false else { return nil }
            text = rest
            afterWord = true
        }
        let digits = text.prefix(while: \.isASCIIDigit)
        guard (1...2).contains(digits.count), let number = Int(digits) else { return nil }
        let rest = text.dropFirst(digits.count)
        func finish(_ rest: Substring, isBare: Bool = false) -> (number: Int, rest: String, isBare: Bool, saysStep: Bool) {
            (number, rest.trimmingWhitespace(), isBare, afterWord)
        }
        if rest.allSatisfy(\.isWhitespace) { return finish(rest) }  // a number alone on its line
        let marked = rest.drop(while: { $0 == " " })
        // "3. Stir", "4.Remove", "2) Mix", "3: Bake" are steps; "3.5 cups" is an amount. After
        // "Step" a dash counts too.
        if let mark = marked.first, ".):".contains(mark) || (afterWord && "-–".contains(mark)),
           !(marked.dropFirst().first?.isASCIIDigit ?? false) {
            return finish(marked.dropFirst())
        }
        if afterWord { return finish(marked) }
        // "1 Prepare the brisket:": a bare number is a step only where the count says so.
        if allowingBare, number == expected, rest.first == " ", marked.first?.isUppercase ?? false,
           marked.split(separator: " ").first.map({ MeasureUnit.named(String($0)) == nil }) ?? true {
            return finish(marked, isBare: true)
        }
        return nil
    }

    /// A short title line: no sentence end, and a colon at its end, capitals, or "For the …".
    static func isHeading(_ text: String) -> Bool {
        guard text.count <= 48, let last = text.last, !".!?,;".contains(last) else { return false }
        let words = text.split(separator: " ")
        guard words.count <= 7, text.first?.isLetter ?? false else { return false }
        if last == ":" { return true }
        let letters = text.filter(\.isLetter)
        if !letters.isEmpty, letters.allSatisfy(\.isUppercase), letters.count > 2 { return true }
        if text.lowercased().hasPrefix("for the ") { return true }
        // Title case: "Cooking Instructions", "Sweet and Sour Pork", or one capitalised word.
        let significant = words.filter { $0.count >= 4 }
        guard words.first?.first?.isUppercase ?? false, significant.count >= 2 || words.count == 1 else { return false }
        return significant.allSatisfy { $0.first?.isUppercase ?? false }
    }

    /// Whether a line ends inside a sentence that the next line carries on ("cook until very" /
    /// "tender, 12-15 minutes").
    static func isBrokenInside(_ text: String, before next: String) -> Bool {
        guard let last = text.last, let first = next.first else { return false }
        if ".!?:;)\"”".contains(last) { return false }
        return first.isLowercase || last == "," || last == "-"
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
