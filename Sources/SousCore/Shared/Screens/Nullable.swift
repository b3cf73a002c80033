/// A key a JSON document always has: its value, or `null` when there is none.
///
/// An optional stored property of an `Encodable` document is left out when nil; the README promises
/// some keys as `null` instead (a recipe's `category`, an ingredient's `note`…), and those wear this.
@propertyWrapper
struct Nullable<Value: Encodable & Sendable>: Encodable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
