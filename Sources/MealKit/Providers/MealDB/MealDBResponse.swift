import FoundationEssentials

/// TheMealDB's envelope `{"meals": […]}`, which also comes as `{"meals": null}` (no match) and
/// `{"meals": "Invalid ID"}`. Elements that fail to decode are dropped, not fatal: one broken record
/// should not hide a whole listing. A meal whose id came before is dropped too (the first kept), so a
/// listing that repeats ids shows and counts each meal once.
public struct MealDBResponse<Element: Decodable & Sendable>: Decodable, Sendable {
    public var items: [Element]

    enum CodingKeys: String, CodingKey { case meals, categories }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let key: CodingKeys = c.contains(.meals) ? .meals : .categories
        guard c.contains(key) else {
            throw MealDBError.malformedResponse("no \"meals\" in the answer")
        }
        if try c.decodeNil(forKey: key) {
            items = []
            return
        }
        if let message = try? c.decode(String.self, forKey: key) {
            if message.foldedContains("invalid id") {
                throw MealDBError.invalidID(message)
            }
            throw MealDBError.premiumOnly(message)
        }
        guard let list = try? c.decode([Lossy].self, forKey: key) else {
            throw MealDBError.malformedResponse("\"\(key.stringValue)\" is not a list")
        }
        items = Self.droppingRepeatedMeals(list.compactMap(\.value))
    }

    /// Meals through the one rule every listing follows; other lists (categories, cuisines) as sent.
    private static func droppingRepeatedMeals(_ items: [Element]) -> [Element] {
        guard let meal = Element.self as? any MealIdentifiable.Type else { return items }
        return meal.droppingRepeatedIDs(in: items)
    }

    /// One element that may fail to decode; it always consumes its slot, so the list goes on past it.
    private struct Lossy: Decodable {
        var value: Element?
        init(from decoder: any Decoder) {
            value = try? Element(from: decoder)
            if value == nil { DecodingLeniency.noteForgiven() }
        }
    }

    /// The body with any byte that is not UTF-8 replaced by U+FFFD. The decoder would otherwise
    /// drop the whole string holding it (a meal listed without a name), where a name with one odd
    /// character is still a name.
    static func repairingUTF8(_ data: Data) -> Data {
        if String(validating: data, as: UTF8.self) != nil { return data }
        return Data(String(decoding: data, as: UTF8.self).utf8)
    }

    /// Decodes an API body, mapping any decoding failure to `MealDBError.malformedResponse`.
    public static func decode(_ data: Data) throws -> [Element] {
        do {
            return try JSONDecoder().decode(Self.self, from: repairingUTF8(data)).items
        } catch let error as MealDBError {
            throw error
        } catch {
            throw MealDBError.malformedResponse("not TheMealDB's JSON")
        }
    }
}
