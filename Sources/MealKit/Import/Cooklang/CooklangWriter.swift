import FoundationEssentials

/// Any recipe as a Cooklang file: front matter (title, servings, source, author, times, tags, image),
/// then the steps with their ingredients, cookware and timers marked up where the steps name them.
///
/// The marking is deterministic, with no guessing beyond the words: an ingredient is marked at the
/// first place a step names it (its name, or its food as the ingredient parser reads it, singular or
/// plural, whole words, case aside), with its amount, unit and note; a longer name wins over a shorter
/// one inside it ("olive oil" over "oil"). Ingredients no step names are listed before the steps in
/// cooklang-rs's `[mode]: ingredients` block. A duration a step gives ("25 minutes") becomes a timer.
/// What the steps say is kept word for word: where the marked words differ from the ingredient's name,
/// the name goes first and the words after a `|` (`@plain flour|flour{200%g}`), and the amount a
/// cookbook step already shows after an ingredient ("flour (200 g)") is the marking's, not repeated.
///
/// An export at a scale or in other units passes the recipe with its ingredient list so written, and
/// `shownAmount` for the amounts a cookbook step shows after its ingredients ("30 g" → "60 g" at ×2),
/// so each place keeps its share of the whole.
public enum CooklangWriter {
    public static func write(_ recipe: Recipe,
                             shownAmount: @escaping (_ amount: String, _ ingredient: String) -> String = { amount, _ in amount }) -> String {
        var out = frontMatter(recipe)
        let plan = CooklangMarkup(recipe: recipe, shownAmount: shownAmount)
        let listed = plan.unplaced
        if !listed.ingredients.isEmpty || !listed.cookware.isEmpty {
            out += ">> [mode]: ingredients\n"
            out += (listed.ingredients + listed.cookware).joined(separator: "\n") + "\n\n"
            out += ">> [mode]: default\n\n"
        }
        var section: String?
        for (index, step) in recipe.steps.enumerated() {
            if step.section != section {
                let name = step.section.map { plain($0, removing: "=") } ?? ""
                out += name.isEmpty ? "==\n\n" : "== \(name) ==\n\n"
                section = step.section
            }
            out += plan.stepText(index) + "\n\n"
            for paragraph in step.paragraphs.dropFirst() {
                let note = escaped(CooklangStepScanner.oneLine(paragraph))
                if !note.isEmpty { out += "> " + note + "\n\n" }
            }
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    // MARK: - Front matter

    private static func frontMatter(_ recipe: Recipe) -> String {
        var lines = ["---"]
        func put(_ key: String, _ value: String?) {
            guard let value = value?.trimmingWhitespaceAndNewlines(), !value.isEmpty else { return }
            lines.append(key + ": " + yamlScalar(value))
        }
        func putList(_ key: String, _ values: [String]) {
            let kept = values.map { $0.trimmingWhitespaceAndNewlines() }.filter { !$0.isEmpty }
            guard !kept.isEmpty else { return }
            lines.append(key + ":")
            lines += kept.map { "  - " + yamlScalar($0) }
        }
        put("title", recipe.name)
        if let yield = recipe.yield {
            let amount = CooklangQuantity.format(yield.amount) + (yield.upTo.map { "-" + CooklangQuantity.format($0) } ?? "")
            if let unit = yield.unit { put("yield", amount + " " + unit) } else { put("servings", amount) }
        }
        put("source", recipe.origin.url?.absoluteString)
        put("author", recipe.origin.author)
        put("prep time", recipe.times.prep.map(minutes))
        put("cook time", recipe.times.cook.map(minutes))
        // The total only when it is not the two added up, which is what a total left out reads as.
        let added = recipe.times.prep.map { $0 + (recipe.times.cook ?? 0) } ?? recipe.times.cook
        if recipe.times.total != added { put("time", recipe.times.total.map(minutes)) }
        put("course", recipe.category)
        put("cuisine", recipe.area)
        putList("tags", recipe.tags)
        putList("diet", recipe.labels)
        put("image", recipe.thumbnailURL?.absoluteString)
        lines.append("---")
        return lines.joined(separator: "\n") + "\n\n"
    }

    private static func minutes(_ value: Double) -> String { CooklangQuantity.format(value) + " min" }

    /// A YAML scalar: plain when that reads back the same, else double-quoted.
    static func yamlScalar(_ value: String) -> String {
        let oneLine = value.contains("\n") || value.contains("\r")
        let special: Set<Character> = ["[", "]", "{", "}", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", "#", "-", "?", ",", ":"]
        let needsQuotes = oneLine || value.contains(": ") || value.contains(" #") || value.hasSuffix(":")
            || value.first.map { special.contains($0) || $0 == " " } == true || value.last == " "
            || value.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        guard needsQuotes else { return value }
        let escaped = value.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            // Other control characters (a carriage return among them) are left out.
            default: scalar.value < 0x20 || scalar.value == 0x7F ? "" : nil
            }
        }
        return "\"" + escaped + "\""
    }

    // MARK: - Text

    /// Words with the characters that would start markup (`@ # ~ \`, comments, a marker at a line's
    /// start) escaped with `\`, and a line break kept with `\` at the line's end.
    static func escaped(_ text: String) -> String {
        var out = ""
        let characters = Array(text)
        var atLineStart = true
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "\n":
                out += "\\\n"
                atLineStart = true
                continue
            case "@", "#", "~", "\\":
                out += "\\" + String(character)
            case "-" where next == "-":
                out += "\\-"
            case "[" where next == "-":
                out += "\\["
            case ">" where atLineStart, "=" where atLineStart:
                out += "\\" + String(character)
            default:
                out.append(character)
            }
            if character != " " && character != "\t" { atLineStart = false }
        }
        return out
    }

    /// A name or note with the characters Cooklang gives a meaning inside a component taken out.
    static func plain(_ text: String, removing extra: String = "") -> String {
        let removed = Set("{}@#~|%\\" + extra)
        let kept = String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }.filter { !removed.contains($0) })
        var collapsed = CooklangStepScanner.oneLine(kept)
        while collapsed.contains("--") { collapsed = collapsed.replacing("--", with: "-") }
        while collapsed.contains("[-") { collapsed = collapsed.replacing("[-", with: "[") }
        return collapsed
    }
}
