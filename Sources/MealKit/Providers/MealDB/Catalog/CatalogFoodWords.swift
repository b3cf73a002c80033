/// The food words (`PantryMatch.foodWords`) of each ingredient name the bundled catalogue uses, read at
/// build time: ranking the catalogue for `cook` and `with` would otherwise parse every name at each
/// start. The records are written by `sous-bench catalog-food-words` (`CatalogFoodWords+Records.swift`);
/// `CatalogFoodWordsTests` holds them to the parser.
enum CatalogFoodWords {
    /// The food words of a folded name (`foldedForSearch`) the catalogue uses; nil for any other name.
    static func words(ofFolded name: String) -> [String]? { table[name] }

    private static let table: [String: [String]] = {
        var table: [String: [String]] = [:]
        table.reserveCapacity(nameCount)
        for record in records.utf8.split(separator: 0x1E) {
            guard let separator = record.firstIndex(of: 0x1F) else { continue }
            let name = String(decoding: record[..<separator], as: UTF8.self)
            let words = record[record.index(after: separator)...].split(separator: 0x20)
            table[name] = words.map { String(decoding: $0, as: UTF8.self) }
        }
        return table
    }()
}
