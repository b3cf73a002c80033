/// Finds the schema.org Recipe in a page's structured data, wherever sites put it: a block's top
/// object, a top-level list, `@graph`, a page's `mainEntity`, any deeper nesting; `@type` one name or a
/// list, in any case, with or without the vocabulary's address.
enum SchemaRecipeFinder {
    /// Objects looked at, at most, across a page's blocks: a hostile block with millions of objects
    /// costs its parse and no more.
    static let maxVisited = 200_000

    /// The recipe of `roots` (JSON-LD values) breadth first, so the page's own recipe comes before one
    /// it links to: the first with ingredients or steps, else the first of any kind.
    static func recipe(in roots: [SchemaValue]) -> SchemaValue? {
        var queue = roots
        var head = 0
        var fallback: SchemaValue?
        while head < queue.count, head < maxVisited {
            let value = queue[head]
            head += 1
            switch value {
            case .array(let elements):
                queue.append(contentsOf: elements)
            case .object(let fields):
                if value.isRecipe {
                    if value["recipeIngredient"] != nil || value["ingredients"] != nil || value["recipeInstructions"] != nil {
                        return value
                    }
                    if fallback == nil { fallback = value }
                    continue
                }
                for key in fields.keys.sorted() {
                    if let field = fields[key], case .object = field { queue.append(field) }
                    else if let field = fields[key], case .array = field { queue.append(field) }
                }
            default:
                continue
            }
        }
        return fallback
    }

    /// The JSON-LD recipe with what only the microdata one says added (a page may carry both, each
    /// incomplete); either alone when the other is missing.
    static func merged(_ jsonLD: SchemaValue?, _ microdata: SchemaValue?) -> SchemaValue? {
        guard case .object(var fields)? = jsonLD else { return microdata }
        guard case .object(let extra)? = microdata else { return jsonLD }
        for (key, value) in extra where key != "@type" && isEmpty(jsonLD?[key]) {
            fields[key] = value
        }
        return .object(fields)
    }

    private static func isEmpty(_ value: SchemaValue?) -> Bool {
        switch value {
        case nil, .null?: return true
        case .string(let text)?: return text.trimmingWhitespaceAndNewlines().isEmpty
        case .array(let elements)?: return elements.isEmpty
        default: return false
        }
    }
}
