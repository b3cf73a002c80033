/// A value of a page's structured data, as JSON-LD and microdata both give it: text, numbers, lists
/// and objects. Microdata items are read into the same shape, so one mapping reads both.
enum SchemaValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([SchemaValue])
    case object([String: SchemaValue])

    /// The value under `key`: as written, else in any case ("RecipeYield"), else with a prefix
    /// ("schema:name").
    subscript(key: String) -> SchemaValue? {
        guard case .object(let fields) = self else { return nil }
        if let value = fields[key] { return value }
        let lower = key.lowercased()
        for (name, value) in fields {
            let bare = name.split(separator: ":").last.map(String.init) ?? name
            if bare.lowercased() == lower { return value }
        }
        return nil
    }

    /// The value itself, or each element of a list: schema.org allows one or many for any property.
    var elements: [SchemaValue] {
        if case .array(let values) = self { return values }
        return [self]
    }

    /// Text as written: a string, or a number in its shortest form.
    var text: String? {
        switch self {
        case .string(let text): return text
        case .number(let number):
            return number.isFinite && number == number.rounded() && abs(number) < 1e15
                ? String(Int64(number)) : String(number)
        default: return nil
        }
    }

    /// The types an object declares (`@type`: one or a list), each reduced to its last word and lower
    /// case: "http://schema.org/Recipe", "schema:Recipe" and "recipe" are all "recipe".
    var types: [String] {
        guard let declared = self["@type"] else { return [] }
        return declared.elements.compactMap(\.text).map(Self.typeName)
    }

    static func typeName(_ text: String) -> String {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        let last = trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? trimmed
        return last.lowercased()
    }

    var isRecipe: Bool { types.contains("recipe") }
}
