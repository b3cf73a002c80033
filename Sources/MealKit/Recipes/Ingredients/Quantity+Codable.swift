import FoundationEssentials

/// A quantity on disk: `{"amount": 2, "upTo": 3, "unit": "tbsp", "prefix": …, "note": …}`, its unit
/// by the symbol sous prints, read back through the one unit vocabulary.
extension Quantity: Codable {
    private enum CodingKeys: String, CodingKey {
        case amount, upTo, unit, prefix, note
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let amount = try container.decode(Double.self, forKey: .amount)
        let upper = try container.decodeIfPresent(Double.self, forKey: .upTo)
        guard amount.isFinite, amount > 0, amount <= Quantity.largestAmount,
              upper.map({ $0.isFinite && $0 > amount && $0 <= Quantity.largestAmount }) ?? true
        else {
            throw DecodingError.dataCorruptedError(forKey: .amount, in: container,
                                                   debugDescription: "an amount above 0 and at most a million")
        }
        let unit = try container.decodeIfPresent(String.self, forKey: .unit).map { symbol in
            MeasureUnit.named(symbol) ?? .counted(symbol)
        }
        self.init(amount: amount, upperAmount: upper, unit: unit,
                  prefix: try container.decodeIfPresent(String.self, forKey: .prefix),
                  note: try container.decodeIfPresent(String.self, forKey: .note))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(amount, forKey: .amount)
        try container.encodeIfPresent(upperAmount, forKey: .upTo)
        try container.encodeIfPresent(unit?.symbol, forKey: .unit)
        try container.encodeIfPresent(prefix, forKey: .prefix)
        try container.encodeIfPresent(note, forKey: .note)
    }
}
