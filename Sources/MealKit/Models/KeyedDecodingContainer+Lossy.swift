import FoundationEssentials

extension KeyedDecodingContainer {
    /// Reads a value the API may send as a string, a number, `null` or not at all, trimmed; blank is nil.
    ///
    /// TheMealDB pads values (`"100g "`), leaves slots as `" "`, and other captures carry numbers
    /// where strings belong. None of that should cost the user a whole listing.
    func decodeLossyString(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let raw: String
        if let string = try? decode(String.self, forKey: key) {
            raw = string
        } else {
            // Read all the same, but the answer is not one to cache.
            DecodingLeniency.noteForgiven()
            if let number = try? decode(Int.self, forKey: key) {
                raw = String(number)
            } else if let number = try? decode(Double.self, forKey: key) {
                raw = String(number)
            } else if let flag = try? decode(Bool.self, forKey: key) {
                raw = String(flag)
            } else {
                return nil
            }
        }
        let trimmed = raw.trimmingWhitespaceAndNewlines()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The value at `key`, read as `decodeLossyString` reads it; when there is none, the whole answer is
    /// malformed (`reason`: "a category without a name"), as a row without its name cannot be shown.
    func decodeLossyString(forKey key: Key, orMalformed reason: String) throws -> String {
        guard let value = try decodeLossyString(forKey: key) else { throw MealDBError.malformedResponse(reason) }
        return value
    }
}
