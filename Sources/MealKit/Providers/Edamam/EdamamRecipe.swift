import FoundationEssentials

/// A recipe as Edamam sends it (`hits[].recipe`), read leniently: every field may be missing or null.
struct EdamamRecipe: Decodable, Hashable, Sendable {
    struct Item: Decodable, Hashable, Sendable {
        var text: String?
        var quantity: Double?
        var measure: String?
        var food: String?
    }

    struct Image: Decodable, Hashable, Sendable {
        var url: String?
    }

    var uri: String?
    var label: String?
    var image: String?
    var images: [String: Image]
    var source: String?
    var url: String?
    var yield: Double?
    var dietLabels: [String]
    var healthLabels: [String]
    var ingredientLines: [String]
    var ingredients: [Item]
    var calories: Double?
    var totalTime: Double?
    var cuisineType: [String]
    var dishType: [String]
    var instructionLines: [String]

    private enum CodingKeys: String, CodingKey {
        case uri, label, image, images, source, url, yield, dietLabels, healthLabels, ingredientLines,
             ingredients, calories, totalTime, cuisineType, dishType, instructionLines
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func optional<T: Decodable>(_ type: T.Type, _ key: CodingKeys) -> T? {
            (try? c.decodeIfPresent(type, forKey: key)) ?? nil
        }
        uri = optional(String.self, .uri)
        label = optional(String.self, .label)
        image = optional(String.self, .image)
        images = optional([String: Image].self, .images) ?? [:]
        source = optional(String.self, .source)
        url = optional(String.self, .url)
        yield = optional(Double.self, .yield)
        dietLabels = optional([String].self, .dietLabels) ?? []
        healthLabels = optional([String].self, .healthLabels) ?? []
        ingredientLines = optional([String].self, .ingredientLines) ?? []
        ingredients = optional([Item].self, .ingredients) ?? []
        calories = optional(Double.self, .calories)
        totalTime = optional(Double.self, .totalTime)
        cuisineType = optional([String].self, .cuisineType) ?? []
        dishType = optional([String].self, .dishType) ?? []
        instructionLines = optional([String].self, .instructionLines) ?? []
        guard id != nil else { throw MealDBError.edamam(.malformedResponse("a recipe without a uri")) }
    }

    /// The recipe's id: the fragment of its uri (`…edamam.owl#recipe_f2de…` → `recipe_f2de…`).
    var id: String? {
        guard let uri, !uri.isEmpty else { return nil }
        let tail = uri.split(separator: "#").last.map(String.init) ?? uri
        let id = tail.split(separator: "/").last.map(String.init) ?? tail
        return id.isEmpty ? nil : id
    }
}
