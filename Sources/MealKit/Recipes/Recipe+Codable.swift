import FoundationEssentials

extension Recipe: Codable {
    /// TheMealDB's keys, fixed and numbered (`strIngredient7`), read through one dynamic key type.
    struct WireKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        init(_ name: String) { self.stringValue = name }

        static let id = WireKey("idMeal")
        static let name = WireKey("strMeal")
        static let mealAlternate = WireKey("strMealAlternate")
        static let drinkAlternate = WireKey("strDrinkAlternate")
        static let category = WireKey("strCategory")
        static let area = WireKey("strArea")
        static let country = WireKey("strCountry")
        static let instructions = WireKey("strInstructions")
        static let thumbnail = WireKey("strMealThumb")
        static let tags = WireKey("strTags")
        static let youtube = WireKey("strYoutube")
        static let source = WireKey("strSource")
        static let dateModified = WireKey("dateModified")
        // Ours, not TheMealDB's: prefixed so they can never collide with a key the API adds.
        static let servings = WireKey("sousServings")
        static let totalMinutes = WireKey("sousTotalMinutes")
        static let caloriesPerServing = WireKey("sousCaloriesPerServing")
        static let labels = WireKey("sousLabels")
        static func ingredient(_ slot: Int) -> WireKey { WireKey("strIngredient\(slot)") }
        static func measure(_ slot: Int) -> WireKey { WireKey("strMeasure\(slot)") }
    }

    /// The API has 20 ingredient slots; favorites written by us may carry more.
    static let wireSlotLimit = 20

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireKey.self)
        guard let id = try c.decodeLossyString(forKey: .id), !id.isEmpty else {
            throw MealDBError.malformedResponse("a meal without an id")
        }
        self.id = id
        name = try c.decodeLossyString(forKey: .name) ?? ""
        alternateName = try c.decodeLossyString(forKey: .mealAlternate)
            ?? c.decodeLossyString(forKey: .drinkAlternate)
        category = try c.decodeLossyString(forKey: .category)
        area = try c.decodeLossyString(forKey: .area) ?? c.decodeLossyString(forKey: .country)
        instructions = try c.decodeLossyString(forKey: .instructions) ?? ""
        thumbnailURL = PictureAddress.accepted(try c.decodeLossyString(forKey: .thumbnail), mealID: id)
        tags = (try c.decodeLossyString(forKey: .tags) ?? "")
            .split(separator: ",")
            .map { $0.trimmingWhitespaceAndNewlines() }
            .filter { !$0.isEmpty }
        youtubeURL = try c.decodeLossyString(forKey: .youtube).flatMap(URL.init(string:))
        sourceURL = try c.decodeLossyString(forKey: .source).flatMap(URL.init(string:))
        dateModified = try c.decodeLossyString(forKey: .dateModified)
        servings = try Self.fact(c.decodeLossyString(forKey: .servings).flatMap(Double.init))
        totalMinutes = try Self.fact(c.decodeLossyString(forKey: .totalMinutes).flatMap(Double.init))
        caloriesPerServing = try Self.fact(c.decodeLossyString(forKey: .caloriesPerServing).flatMap(Double.init))
        labels = (try? c.decodeIfPresent([String].self, forKey: .labels)) ?? []

        var ingredients: [Ingredient] = []
        var slot = 1
        // Slots are read until the first key that is absent past the API's twenty; empty slots in
        // between ("", " ", null) are skipped rather than ending the list.
        while slot <= Self.wireSlotLimit || c.contains(.ingredient(slot)) {
            if let name = try c.decodeLossyString(forKey: .ingredient(slot)) {
                let measure = try c.decodeLossyString(forKey: .measure(slot)) ?? ""
                ingredients.append(Ingredient(name: name, measure: measure))
            }
            slot += 1
        }
        self.ingredients = ingredients
    }

    /// A serving count, a time or calories as a meal keeps it: a finite number above 0, or none. These
    /// come from servers and back from any file a meal is read from, and "-1e300", "nan" or "0" is no
    /// fact a screen can show (a negative time trapped as it was drawn).
    static func fact(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKey.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(alternateName, forKey: .mealAlternate)
        try c.encode(category, forKey: .category)
        try c.encode(area, forKey: .area)
        try c.encode(instructions, forKey: .instructions)
        try c.encode(thumbnailURL?.absoluteString, forKey: .thumbnail)
        try c.encode(tags.isEmpty ? nil : tags.joined(separator: ","), forKey: .tags)
        try c.encode(youtubeURL?.absoluteString ?? "", forKey: .youtube)
        try c.encode(sourceURL?.absoluteString, forKey: .source)
        for slot in 1...max(Self.wireSlotLimit, ingredients.count) {
            let ingredient = slot <= ingredients.count ? ingredients[slot - 1] : nil
            try c.encode(ingredient?.name ?? "", forKey: .ingredient(slot))
            try c.encode(ingredient?.measure ?? "", forKey: .measure(slot))
        }
        try c.encode(dateModified, forKey: .dateModified)
        // Only when present, so a TheMealDB record is written exactly as the API sent it.
        try c.encodeIfPresent(servings, forKey: .servings)
        try c.encodeIfPresent(totalMinutes, forKey: .totalMinutes)
        try c.encodeIfPresent(caloriesPerServing, forKey: .caloriesPerServing)
        if !labels.isEmpty { try c.encode(labels, forKey: .labels) }
    }
}
