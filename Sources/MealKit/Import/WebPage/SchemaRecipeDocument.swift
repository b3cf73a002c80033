/// A schema.org Recipe as `SchemaRecipeWriter` publishes it, for `JSONEncoder`: a key with no value
/// is left out.
struct SchemaRecipeDocument: Encodable, Equatable {
    let context = "https://schema.org"
    let type = "Recipe"
    var name: String?
    var description: String?
    var author: Person?
    var image: String?
    var url: String?
    var recipeYield: String?
    var prepTime: String?
    var cookTime: String?
    var totalTime: String?
    var recipeCategory: String?
    var recipeCuisine: String?
    var keywords: String?
    var nutrition: Nutrition?
    var recipeIngredient: [IngredientEntry]
    var recipeInstructions: [Instruction]
    var video: Video?

    private enum CodingKeys: String, CodingKey {
        case context = "@context", type = "@type", name, description, author, image, url, recipeYield, prepTime, cookTime,
             totalTime, recipeCategory, recipeCuisine, keywords, nutrition, recipeIngredient, recipeInstructions, video
    }

    struct Person: Encodable, Equatable {
        var name: String

        func encode(to encoder: any Encoder) throws {
            try encoder.typed("Person", [("name", name)])
        }
    }

    struct Nutrition: Encodable, Equatable {
        /// "412 kcal", a serving.
        var calories: String

        func encode(to encoder: any Encoder) throws {
            try encoder.typed("NutritionInformation", [("calories", calories)])
        }
    }

    struct Video: Encodable, Equatable {
        var name: String
        var contentUrl: String

        func encode(to encoder: any Encoder) throws {
            try encoder.typed("VideoObject", [("name", name), ("contentUrl", contentUrl)])
        }
    }

    /// An ingredient line, or the lines of a group as an `ItemList` named after it.
    enum IngredientEntry: Encodable, Equatable {
        case line(String)
        case group(name: String, lines: [String])

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .line(let line):
                var container = encoder.singleValueContainer()
                try container.encode(line)
            case .group(let name, let lines):
                try encoder.typed("ItemList", [("name", name)], list: lines)
            }
        }
    }

    /// A `HowToStep`; its paragraphs apart by a blank line.
    struct Step: Encodable, Equatable {
        var text: String

        func encode(to encoder: any Encoder) throws {
            try encoder.typed("HowToStep", [("text", text)])
        }
    }

    /// A step, or the steps under a heading as a `HowToSection`.
    enum Instruction: Encodable, Equatable {
        case step(Step)
        case section(name: String, steps: [Step])

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .step(let step): try step.encode(to: encoder)
            case .section(let name, let steps): try encoder.typed("HowToSection", [("name", name)], list: steps)
            }
        }
    }
}

/// A field of a typed object: its key and text.
private struct SchemaKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Encoder {
    /// An object of schema.org `type` with text `fields`, and an `itemListElement` when `list` is given.
    fileprivate func typed<Element: Encodable>(_ type: String, _ fields: [(String, String)], list: [Element]) throws {
        var container = self.container(keyedBy: SchemaKey.self)
        try container.encode(type, forKey: SchemaKey(stringValue: "@type"))
        for (key, text) in fields { try container.encode(text, forKey: SchemaKey(stringValue: key)) }
        try container.encode(list, forKey: SchemaKey(stringValue: "itemListElement"))
    }

    fileprivate func typed(_ type: String, _ fields: [(String, String)]) throws {
        var container = self.container(keyedBy: SchemaKey.self)
        try container.encode(type, forKey: SchemaKey(stringValue: "@type"))
        for (key, text) in fields { try container.encode(text, forKey: SchemaKey(stringValue: key)) }
    }
}
