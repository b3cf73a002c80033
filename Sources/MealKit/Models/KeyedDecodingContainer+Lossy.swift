import Foundation

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
        let trimmed = raw.trimmedOfWhitespaceAndNewlines
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension String {
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without its round trip through NSString.
    ///
    /// That round trip (a UTF-16 copy and back, for every value) was two thirds of decoding a meal on
    /// Linux. Same set, same result: only the ends are looked at, and a value with none to trim is
    /// returned as it is.
    var trimmedOfWhitespaceAndNewlines: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !Self.isWhitespaceOrNewline(first) && !Self.isWhitespaceOrNewline(last) { return self }
        guard let start = scalars.firstIndex(where: { !Self.isWhitespaceOrNewline($0) }),
              let end = scalars.lastIndex(where: { !Self.isWhitespaceOrNewline($0) }) else { return "" }
        return String(scalars[start...end])
    }

    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return CharacterSet.whitespacesAndNewlines.contains(scalar)
    }
}
