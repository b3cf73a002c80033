import FoundationEssentials

/// A meal as TheMealDB sends it (`lookup.php`, `search.php`): fixed, numbered keys
/// (`strIngredient7`, `strMeasure7`) and the method as one free text. A transfer type: read, then
/// mapped into a `Recipe` (`recipe`), and never written.
///
/// Files sous wrote before its own recipe model kept this record, with sous's facts under
/// `sous…` keys; they read through here too.
struct MealDBMeal: Decodable, Hashable, Sendable, MealIdentifiable {
    var id: String
    var name: String
    var alternateName: String?
    var category: String?
    var area: String?
    var instructions: String
    var thumbnailURL: URL?
    var tags: [String]
    var youtubeURL: URL?
    var sourceURL: URL?
    var ingredients: [Ingredient]
    var dateModified: String?
    // Written by sous before its own model, for Edamam's recipes kept in this shape.
    var servings: Double?
    var totalMinutes: Double?
    var caloriesPerServing: Double?
    var labels: [String]

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
        // sous's own, in files written before its recipe model.
        static let servings = WireKey("sousServings")
        static let totalMinutes = WireKey("sousTotalMinutes")
        static let caloriesPerServing = WireKey("sousCaloriesPerServing")
        static let labels = WireKey("sousLabels")
        static func ingredient(_ slot: Int) -> WireKey { WireKey("strIngredient\(slot)") }
        static func measure(_ slot: Int) -> WireKey { WireKey("strMeasure\(slot)") }
    }

    /// The API has 20 ingredient slots; favorites written by sous may carry more.
    static let wireSlotLimit = 20

    init(from decoder: any Decoder) throws {
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
        servings = try Recipe.fact(c.decodeLossyString(forKey: .servings).flatMap(Double.init))
        totalMinutes = try Recipe.fact(c.decodeLossyString(forKey: .totalMinutes).flatMap(Double.init))
        caloriesPerServing = try Recipe.fact(c.decodeLossyString(forKey: .caloriesPerServing).flatMap(Double.init))
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

    /// The meal in sous's model: the method read into steps and sections (`MealDBInstructions`), and
    /// the yield where the method states it.
    ///
    /// A record with an Edamam id is one of Edamam's recipes that an older sous kept in this shape:
    /// its origin says so, and the pointer to the publisher's page it wrote where Edamam gave no
    /// steps is left out, as Edamam's mapping leaves it out now (the screen names the page).
    var recipe: Recipe {
        let isEdamam = id.hasPrefix(EdamamRecipe.idPrefix)
        let pointsElsewhere = isEdamam && EdamamRecipe.pointerPrefixes.contains { instructions.hasPrefix($0) }

        return Recipe(
            id: id, name: name, alternateName: alternateName,
            origin: RecipeOrigin(source: isEdamam ? .edamam : .mealdb, url: sourceURL),
            category: category, area: area, tags: tags, labels: labels,
            thumbnailURL: thumbnailURL, youtubeURL: youtubeURL,
            yield: RecipeYield(amount: servings) ?? (pointsElsewhere ? nil : MealDBInstructions.leadingYield(instructions)),
            times: RecipeTimes(total: totalMinutes),
            nutrition: Nutrition(caloriesPerServing: caloriesPerServing),
            ingredients: ingredients,
            method: RecipeMethod(mealDBText: pointsElsewhere ? "" : instructions),
            dateModified: dateModified)
    }
}
