import FoundationEssentials
import MealKit

/// Turns a `Screen` into styled lines for a terminal `width` columns wide. A pure function.
public struct ScreenRenderer: Sendable {
    public var width: Int
    /// Where the user's clock stands against UTC: history shows local times.
    public var utcOffset: UTCOffset
    /// Whether a line too wide for `width` wraps (on a terminal), or stays one line (through a pipe,
    /// where each error or message is one record a script can read).
    public var wrapsLongLines: Bool

    public init(width: Int, utcOffset: UTCOffset, wrapsLongLines: Bool = true) {
        self.width = max(40, width)
        self.utcOffset = utcOffset
        self.wrapsLongLines = wrapsLongLines
    }

    /// The screen's lines, none wider than `width` on a terminal: what a screen lays out itself
    /// (tables, steps) is kept, and any other line too wide wraps at words with a hanging indent. An
    /// exported document is data and stays as it is.
    public func render(_ screen: Screen) -> [StyledLine] {
        if case .document(let text) = screen { return renderDocument(text) }
        return wrapsLongLines ? TextLayout.fitted(lines(for: screen), width: width) : lines(for: screen)
    }

    private func lines(for screen: Screen) -> [StyledLine] {
        switch screen {
        case .listing(let listing, let favoriteIDs): return render(listing, favoriteIDs: favoriteIDs)
        case .recipe(let meal, let isFavorite): return render(meal, isFavorite: isFavorite)
        case .scaledRecipe(let meal, let isFavorite, let scale, let units):
            return render(meal, isFavorite: isFavorite, scale: scale, units: units)
        case .categories(let categories, let counts, let fromCatalogue):
            return render(categories, mealCounts: counts, countsFromCatalogue: fromCatalogue)
        case .areas(let areas):
            // Numbered down the columns, A to Z, as `area 3` takes them.
            let digits = String(areas.count).count
            let numbered = areas.enumerated().map { index, area in
                String(repeating: " ", count: digits - String(index + 1).count) + "\(index + 1) " + clean(area.name)
            }
            return [StyledLine([Span(" \(areas.count) cuisines", .heading), Span(" · A–Z", .dim)])]
                + TextLayout.columns(numbered, width: width, indent: 3).map { StyledLine($0) }
                + [StyledLine(" area <n> or area <name> lists its meals", .hint)]
        case .ingredients(let ingredients, let prefix): return render(ingredients, prefix: prefix)
        case .help(let topic): return HelpText.lines(topic: topic, width: width)
        case .history(let entries, let firstNumber): return render(entries, firstNumber: firstNumber)
        case .message(let text): return [StyledLine(" " + clean(text))]
        // Drawn by the terminal itself (see `Screen.clearScreen`): no line of its own.
        case .clearScreen: return []
        case .notice(let text): return [StyledLine(" " + clean(text), .notice)]
        // On a terminal an error stands at the margin messages and notices stand at, and wraps under
        // itself alike; through a pipe it is one record after its "line N: ".
        case .error(let error): return [StyledLine((wrapsLongLines ? " " : "") + clean(error.message), .error)]
        case .today(let menu, let favoriteIDs): return render(menu, favoriteIDs: favoriteIDs)
        case .document(let text): return renderDocument(text)
        case .image(let picture): return render(picture)
        case .tour(let dataDirectory): return renderTour(dataDirectory: dataDirectory)
        case .settings(let settings, let overridden): return render(settings, overridden: overridden)
        // A feature's own screens draw themselves, in its folder.
        case .shopping(let screen): return screen.lines(in: self)
        case .pantry(let screen): return screen.lines(in: self)
        case .plan(let screen): return screen.lines(in: self)
        case .timers(let screen): return screen.lines(in: self)
        case .cooking(let screen): return screen.lines(in: self)
        }
    }

    // MARK: Listings

    private func render(_ listing: Listing, favoriteIDs: Set<String>) -> [StyledLine] {
        var lines: [StyledLine] = [
            StyledLine([
                Span(" " + clean(listing.source.title), .heading),
                Span(" · \(countText(listing)) · page \(listing.page)/\(listing.pageCount)", .dim),
            ])
        ]
        guard let numbers = listing.numbersOnPage else { return lines }
        let numberWidth = String(numbers.upperBound).count
        for number in numbers {
            let item = listing.items[number - 1]
            let label = numberLabel(number, width: numberWidth)
            var spans = [Span(label, .number)]
            // In the favorites listing every row is one: a star on each would say nothing.
            let isFavorite = listing.source != .favorites && favoriteIDs.contains(item.id)
            let room = width - TextLayout.displayWidth(label) - (isFavorite ? 2 : 0)
            let detail = listing.details.element(numbered: number).map(clean) ?? ""
            // A long name gives way to the start of its detail (what `cook` ranks by, "3/8 · missing: …"),
            // down to half the row.
            let detailShare = detail.isEmpty ? 0 : min(TextLayout.displayWidth(detail), 16) + 3
            let name = TextLayout.truncate(clean(item.name), width: max(room - detailShare, room / 2))
            spans.append(Span(name))
            if isFavorite { spans.append(Span(" ★", .star)) }
            let detailRoom = room - TextLayout.displayWidth(name) - 3
            if !detail.isEmpty, detailRoom >= 8 {
                spans.append(Span(" · " + TextLayout.truncate(detail, width: detailRoom), .dim))
            }
            lines.append(StyledLine(spans))
        }
        var hints = ["open <n> shows a recipe"]
        if listing.page < listing.pageCount || listing.continuation != nil { hints.insert("next for page \(listing.page + 1)", at: 0) }
        lines.append(StyledLine(" " + hints.joined(separator: " · "), .hint))
        return lines
    }

    /// Numbered like a listing (`cat 3` opens the third), each with its meal count and the first
    /// sentence of its description cut at a word.
    private func render(_ categories: [Category], mealCounts: [String: Int], countsFromCatalogue: Bool) -> [StyledLine] {
        let numberWidth = String(categories.count).count
        let nameWidth = (categories.map { TextLayout.displayWidth(clean($0.name)) }.max() ?? 0) + 2
        // "75 meals", " 1 meal ": the numbers line up, right-aligned, and so does the word after them.
        let digits = categories.compactMap { mealCounts[$0.name].map { String($0).count } }.max() ?? 0
        let counts = categories.map { category in
            mealCounts[category.name].map { count in
                String(repeating: " ", count: digits - String(count).count) + "\(count) meal" + (count == 1 ? " " : "s")
            } ?? String(repeating: " ", count: digits + 6)
        }
        let countWidth = digits == 0 ? 0 : digits + 6
        var note = " · A–Z"
        if countsFromCatalogue, countWidth > 0 { note += " · counts from the offline catalogue" }
        var lines = [StyledLine([Span(" \(categories.count) categor\(categories.count == 1 ? "y" : "ies")", .heading), Span(note, .dim)])]
        for (index, category) in categories.enumerated() {
            let label = numberLabel(index + 1, width: numberWidth)
            let name = TextLayout.pad(clean(category.name), to: nameWidth)
            let count = countWidth == 0 ? "" : counts[index] + "  "
            let room = width - TextLayout.displayWidth(label) - nameWidth - TextLayout.displayWidth(count)
            let summary = TextLayout.truncateAtWord(firstSentence(of: clean(category.description)), width: room)
            lines.append(StyledLine([Span(label, .number), Span(name, .bold), Span(count, .dim), Span(summary, .dim)]))
        }
        lines.append(StyledLine(" cat <n> or cat <name> lists its meals", .hint))
        return lines
    }

    private func render(_ ingredients: [IngredientInfo], prefix: String?) -> [StyledLine] {
        let names = ingredients.map { clean($0.name) }
        let heading: String
        if let prefix {
            heading = " \(names.count) ingredient\(names.count == 1 ? "" : "s") starting with '\(clean(prefix))'"
        } else {
            heading = " \(names.count) ingredients"
        }
        guard !names.isEmpty else { return [StyledLine(heading, .heading)] }
        return [StyledLine(heading, .heading)]
            + TextLayout.columns(names, width: width, indent: 3, across: true).map { StyledLine($0) }
            + [StyledLine(" ing <name> lists meals with it", .hint)]
    }

    /// `2025-11-26 18:05`: when a history entry was typed, on the user's clock then.
    private func localTime(_ date: Date) -> String {
        let (day, seconds) = utcOffset.localTime(of: date)
        return day.description + " " + String(seconds / 3_600, zeroPaddedTo: 2) + ":" + String(seconds % 3_600 / 60, zeroPaddedTo: 2)
    }

    private func render(_ entries: [HistoryEntry], firstNumber: Int) -> [StyledLine] {
        let numberWidth = String(firstNumber + entries.count - 1).count
        return entries.enumerated().map { offset, entry in
            StyledLine([
                Span(numberLabel(firstNumber + offset, width: numberWidth), .number),
                Span(localTime(entry.date) + "  ", .dim),
                Span(clean(entry.line)),
            ])
        }
    }

    /// `75 meals`, or for a paged source `20 of 10000+ meals` (Edamam caps its count at 10000).
    func countText(_ listing: Listing) -> String {
        let count = listing.items.count
        guard let total = listing.totalCount, total > count else { return "\(count) meal\(count == 1 ? "" : "s")" }
        return "\(count) of \(total)\(total >= MealPage.countCap ? "+" : "") meals"
    }

    // MARK: Recipes

    private func render(_ meal: Recipe, isFavorite: Bool, scale: Double = 1, units: UnitSystem = .original) -> [StyledLine] {
        var lines: [StyledLine] = []
        let titleRows = TextLayout.wrap(clean(meal.name), width: width - 1 - (isFavorite ? 2 : 0))
        // The id after the title, dim, for `open <id>` another day; on a row of its own when it does not fit.
        let id = Span(" · id " + clean(meal.id), .dim)
        for (row, text) in titleRows.enumerated() {
            var spans = [Span(" " + text, .heading)]
            if isFavorite, row == titleRows.count - 1 { spans.append(Span(" ★", .star)) }
            lines.append(StyledLine(spans))
        }
        if let last = lines.last, TextLayout.displayWidth(last.plainText + id.text) <= width {
            lines[lines.count - 1] = last + StyledLine([id])
        } else {
            lines.append(StyledLine(" id " + clean(meal.id), .dim))
        }
        let meta = [meal.category, meal.area].compactMap { $0.map(clean) }
            + (meal.tags.isEmpty ? [] : ["tags: " + meal.tags.map(clean).joined(separator: ", ")])
        if !meta.isEmpty {
            lines += TextLayout.wrap(meta.joined(separator: " · "), width: width - 1).map { StyledLine(" " + $0, .dim) }
        }
        lines += factLines(meal)
        if let scaling = scalingLine(scale: scale, units: units) { lines.append(scaling) }

        if !meal.ingredients.isEmpty {
            lines.append("")
            lines.append(StyledLine(" Ingredients", .bold))
            lines += ingredientLines(meal.ingredients, scale: scale, units: units)
            if scale != 1, meal.ingredients.contains(where: { isKeptAsWritten($0.measure) }) {
                lines.append(StyledLine("   * as written: not scaled", .dim))
            }
        }
        if !meal.cookware.isEmpty {
            lines.append("")
            lines += cookwareLines(meal.cookware)
        }

        if !meal.steps.isEmpty {
            lines.append("")
            lines.append(StyledLine(" Steps", .bold))
            lines += stepLines(meal.stepsShown(scale: scale, units: units))
        } else if let page = meal.sourceURL {
            // Web recipes from Edamam carry no steps (it may not republish them): say where they are.
            let publisher = meal.origin.author.map(clean).map { $0 + "'s page" } ?? "the publisher's page"
            lines.append("")
            lines += TextLayout.wrap("The steps are on \(publisher): \(clean(page.absoluteString))", width: width - 1)
                .map { StyledLine(" " + $0) }
        }

        let links = [("Video", meal.youtubeURL), ("Source", meal.sourceURL), ("Picture", keptPicture(meal))]
            .compactMap { label, url in url.map { (label, clean($0.absoluteString)) } }
        if !links.isEmpty {
            lines.append("")
            for (label, url) in links {
                lines.append(StyledLine([Span(" " + TextLayout.pad(label, to: 8), .dim), Span(url, .link(url))]))
            }
        }
        // What one does next with a recipe; the REPL leaves it out of a pipe, as every hint.
        let next = [isFavorite ? "unfav" : "fav", "shop add", scale == 1 ? "scale 2" : "scale 1", "export"]
        lines.append(StyledLine(" " + next.joined(separator: " · "), .hint))
        return lines
    }

    /// The method: steps numbered from 1, each step's paragraphs wrapped under its text, each
    /// section's heading in bold before its first step.
    private func stepLines(_ steps: [RecipeStep]) -> [StyledLine] {
        let numberWidth = String(steps.count).count + 1
        let indent = 3 + numberWidth + 1
        var lines: [StyledLine] = []
        var section: String?
        for (offset, step) in steps.enumerated() {
            if let heading = step.section, heading != section {
                if offset > 0 { lines.append("") }
                lines += TextLayout.wrap(clean(heading), width: width - 3).map { StyledLine("   " + $0, .bold) }
            }
            section = step.section
            let label = "\(offset + 1)."
            for (paragraphIndex, paragraph) in step.paragraphs.enumerated() {
                for (row, text) in TextLayout.wrap(clean(paragraph), width: width - indent).enumerated() {
                    if row == 0, paragraphIndex == 0 {
                        let padding = String(repeating: " ", count: 3 + numberWidth - label.count)
                        lines.append(StyledLine([Span(padding + label + " ", .number), Span(text)]))
                    } else {
                        lines.append(StyledLine(String(repeating: " ", count: indent) + text))
                    }
                }
            }
        }
        return lines
    }

    /// The ingredients table: measures in a column, names beside them, nothing cut.
    ///
    /// A measure too long for its column keeps its amount there and moves the rest after the name
    /// ("6  Italian fennel sausages, cut into 1.5cm-thick slices"); one with no amount to keep
    /// wraps inside the column. Names wrap under themselves.
    func ingredientLines(_ ingredients: [Ingredient], scale: Double, units: UnitSystem) -> [StyledLine] {
        let widest = max(8, min(18, (width - 5) / 3))
        let rows = ingredients.map { ingredient -> (measure: String, name: String) in
            let measure = shownMeasure(ingredient.measure, scale: scale, units: units, name: ingredient.name)
            let name = clean(ingredient.name)
            guard TextLayout.displayWidth(measure) > widest, var split = Measure(measure).amountAndNote,
                  TextLayout.displayWidth(split.amount) <= widest
            else { return (measure, name) }
            // "1 large" belongs together: the size is part of how much to buy.
            let words = split.note.split(separator: " ", maxSplits: 1).map(String.init)
            if words.count == 2, ["small", "medium", "large", "big"].contains(words[0].lowercased()),
               TextLayout.displayWidth(split.amount + " " + words[0]) <= widest {
                split = (split.amount + " " + words[0], words[1])
            }
            // "saffron (lightly ground)": a note in brackets follows the name as it is, words after a comma.
            let note = split.note.hasPrefix("(") ? " " + split.note : ", " + split.note
            return (split.amount, name.isEmpty ? split.note : name + note)
        }
        let measureWidth = min(widest, rows.map { TextLayout.displayWidth($0.measure) }.max() ?? 0)
        let nameIndent = 3 + measureWidth + 2
        var lines: [StyledLine] = []
        for row in rows {
            let measureRows = TextLayout.wrap(row.measure, width: measureWidth)
            let nameRows = TextLayout.wrap(row.name, width: width - nameIndent)
            for index in 0..<max(measureRows.count, nameRows.count) {
                let measure = index < measureRows.count ? measureRows[index] : ""
                guard index < nameRows.count else {
                    lines.append(StyledLine("   " + measure, .number))
                    continue
                }
                lines.append(StyledLine([Span("   " + TextLayout.pad(measure, to: measureWidth) + "  ", .number),
                                         Span(nameRows[index])]))
            }
        }
        return lines
    }

    // MARK: Helpers

    /// Text from outside, made safe and put on one line.
    ///
    /// Every screen's text from a source, a file or the user's line passes here (or through
    /// `TerminalText.sanitized` for multi-line text): this is the one boundary, so the session and
    /// the stores keep what they were given and only the terminal sees the cleaned form.
    func clean(_ text: String) -> String { TerminalText.sanitizedLine(text) }

    /// A row's number as every numbered screen shows it: right-aligned after a margin of 3 in a column
    /// as wide as the largest number, then two spaces ("   9  ", "  10  ").
    func numberLabel(_ number: Int, width numberWidth: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: 3 + numberWidth - text.count) + text + "  "
    }

    private func firstSentence(of text: String) -> String {
        let withoutCitations = text.replacing(/\[\d+\]/, with: "")
        guard let end = withoutCitations.firstRange(of: ". ") else { return withoutCitations }
        return String(withoutCitations[..<end.lowerBound]) + "."
    }
}
