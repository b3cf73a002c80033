import FoundationEssentials

extension Recipe {
    /// A cookbook recipe from its Cooklang document; `path` is the file's path in the cookbook
    /// ("Dinner/Risotto.cook"), which is its id (`cookbook:Dinner/Risotto.cook`).
    ///
    /// Metadata by Cooklang's canonical keys (title, servings, source, author, times, tags, image…);
    /// the ingredient list is every ingredient the steps define, in order, under the section that first
    /// names it: the same name again adds its amount when the units agree (`@&` references and `@-`
    /// hidden ones are not listed, `@+` always is); each step as a cook reads it, ingredients and
    /// timers written out ("Add the flour (200 g)"), its notes (`> …`) as further paragraphs.
    public init(cooklang document: CooklangDocument, path: String) {
        let metadata = document.metadata
        var fileName = Substring(path.split(separator: "/").last ?? Substring(path))
        if fileName.lowercased().hasSuffix(".cook") { fileName = fileName.dropLast(5) }
        let source = Self.sourceURL(metadata)
        self.init(
            id: path,
            name: Self.cooklangTitle(metadata) ?? String(fileName),
            origin: RecipeOrigin(source: .cookbook, url: source,
                                 author: metadata.text("author", "source.author")),
            category: metadata.text("course", "category"),
            area: metadata.text("cuisine"),
            tags: Self.cooklangTags(metadata),
            labels: metadata.value("diet")?.items ?? [],
            thumbnailURL: Self.webURL(metadata.value("image", "images", "picture", "pictures")?.items.first),
            yield: Self.yield(metadata),
            times: RecipeTimes(
                prep: metadata.text("prep time", "time.prep", "prep_time", "preptime", "prep").flatMap(DurationText.minutes),
                cook: metadata.text("cook time", "time.cook", "cook_time", "cooktime", "cook").flatMap(DurationText.minutes),
                total: Self.totalTime(metadata)),
            ingredients: CooklangIngredientList.ingredients(of: document),
            steps: Self.steps(of: document))
        cookware = Self.cookware(of: document)
    }

    private static func sourceURL(_ metadata: CooklangMetadata) -> URL? {
        for key in ["source.url", "source", "url", "source.name"] {
            guard let text = metadata.text(key) else { continue }
            if let url = webURL(text) { return url }
            // "CooklangCLI Seed <https://github.com/…>"
            if let open = text.lastIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close,
               let url = webURL(String(text[text.index(after: open)..<close])) {
                return url
            }
        }
        return nil
    }

    /// An http or https address, nothing else (`javascript:`, `file:`).
    static func webURL(_ text: String?) -> URL? {
        guard let text = text?.trimmingWhitespace(), !text.contains(" "),
              text.lowercased().hasPrefix("https://") || text.lowercased().hasPrefix("http://"),
              let url = URL(string: text), url.host != nil else { return nil }
        return url
    }

    /// "4", "4-6", "1|2|3" (the first), "6%balls", "8 rolls", "15 cups worth".
    static func yield(_ metadata: CooklangMetadata) -> RecipeYield? {
        if let servings = metadata.text("servings", "serves"), let yield = yield(servings) { return yield }
        return metadata.text("yield", "makes").flatMap(yield)
    }

    /// Cooklang's own forms first: of alternatives ("1|2|3") the first, and `%` before the unit; then
    /// the words as a page's yield reads them, a serving word meaning servings.
    private static func yield(_ text: String) -> RecipeYield? {
        let first = text.split(separator: "|").first.map(String.init) ?? text
        return YieldText.yield(first.replacing("%", with: " "))
    }

    private static func totalTime(_ metadata: CooklangMetadata) -> Double? {
        for key in ["total time", "time.total", "time required", "duration", "time", "total_time", "totaltime"] {
            guard let value = metadata.value(key), case .text(let text) = value else { continue }
            if let minutes = DurationText.minutes(text) { return minutes }
        }
        return nil
    }

    private static func cookware(of document: CooklangDocument) -> [Cookware] {
        var seen: Set<String> = []
        var result: [Cookware] = []
        let all = document.listedCookware + document.steps.flatMap(\.cookware)
        for item in all where !item.modifiers.contains(.reference) && !item.modifiers.contains(.hidden) {
            guard seen.insert(item.name.lowercased()).inserted else { continue }
            let quantity = item.quantity.map(\.text)
            result.append(Cookware(name: item.name, quantity: quantity == "1" ? nil : quantity))
        }
        return result
    }

    private static func steps(of document: CooklangDocument) -> [RecipeStep] {
        var steps: [RecipeStep] = []
        for section in document.sections {
            var stepInSection = false
            for content in section.content {
                switch content {
                case .step(let step):
                    var recipeStep = RecipeStep(CooklangRendering.text(of: step), section: section.name)
                    recipeStep.timers = step.timers.map(CooklangRendering.timer)
                    steps.append(recipeStep)
                    stepInSection = true
                case .note(let note):
                    if stepInSection {
                        steps[steps.count - 1].paragraphs.append(note)
                    } else {
                        steps.append(RecipeStep(note, section: section.name))
                        stepInSection = true
                    }
                }
            }
        }
        return steps
    }
}
