/// The contents of `pantry.json`: the ingredients at hand, as typed, in the order added.
struct PantryDocument: StoreDocument {
    static let formatVersion = 1
    static let entriesKey = "items"

    var entries: [String]

    init(entries: [String]) { self.entries = entries }
}
