import FoundationEssentials

/// sous's own JSON of a recipe, as favorites, the plan and the shopping list keep it.
///
/// Files written before this model kept TheMealDB's wire record (`idMeal`, `strIngredient1…`); such a
/// record still reads, through `MealDBMeal`, so an old file opens whole and is written in this shape
/// the next time its store saves it.
extension Recipe: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, alternateName, about = "description", origin, category, cuisine, tags, labels, picture, video,
             yield, times, nutrition, ingredients, cookware, steps, dateModified
        /// The key that tells a TheMealDB record from sous's own: asked of the one container the
        /// recipe is read from, as each container costs the decoder a table of the object's keys.
        case mealDBID = "idMeal"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if c.contains(.mealDBID) {
            self = try MealDBMeal(from: decoder).recipe
            return
        }
        guard let id = try c.decodeLossyString(forKey: .id), !id.isEmpty else {
            throw MealDBError.malformedResponse("a recipe without an id")
        }
        self.id = id
        name = try c.decodeLossyString(forKey: .name) ?? ""
        alternateName = try c.decodeLossyString(forKey: .alternateName)
        about = try c.decodeLossyString(forKey: .about)
        origin = try c.decode(RecipeOrigin.self, forKey: .origin)
        category = try c.decodeLossyString(forKey: .category)
        area = try c.decodeLossyString(forKey: .cuisine)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
        labels = try c.decodeIfPresent([String].self, forKey: .labels) ?? []
        thumbnailURL = PictureAddress.accepted(try c.decodeLossyString(forKey: .picture), mealID: id)
        youtubeURL = try c.decodeLossyString(forKey: .video).flatMap(URL.init(string:))
        yield = try? c.decodeIfPresent(RecipeYield.self, forKey: .yield)
        times = try c.decodeIfPresent(RecipeTimes.self, forKey: .times) ?? RecipeTimes()
        nutrition = try c.decodeIfPresent(Nutrition.self, forKey: .nutrition) ?? Nutrition()
        ingredients = try c.decodeIfPresent([Ingredient].self, forKey: .ingredients) ?? []
        cookware = (try? c.decodeIfPresent([Cookware].self, forKey: .cookware)) ?? []
        method = RecipeMethod(steps: try c.decodeIfPresent([RecipeStep].self, forKey: .steps) ?? [])
        dateModified = try c.decodeLossyString(forKey: .dateModified)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(alternateName, forKey: .alternateName)
        try c.encodeIfPresent(about, forKey: .about)
        try c.encode(origin, forKey: .origin)
        try c.encodeIfPresent(category, forKey: .category)
        try c.encodeIfPresent(area, forKey: .cuisine)
        if !tags.isEmpty { try c.encode(tags, forKey: .tags) }
        if !labels.isEmpty { try c.encode(labels, forKey: .labels) }
        try c.encodeIfPresent(thumbnailURL?.absoluteString, forKey: .picture)
        try c.encodeIfPresent(youtubeURL?.absoluteString, forKey: .video)
        try c.encodeIfPresent(yield, forKey: .yield)
        if !times.isEmpty { try c.encode(times, forKey: .times) }
        if !nutrition.isEmpty { try c.encode(nutrition, forKey: .nutrition) }
        try c.encode(ingredients, forKey: .ingredients)
        if !cookware.isEmpty { try c.encode(cookware, forKey: .cookware) }
        try c.encode(steps, forKey: .steps)
        try c.encodeIfPresent(dateModified, forKey: .dateModified)
    }
}
