import FoundationEssentials

/// The contents of `pantry.json`: the ingredients at hand, as typed, in the order added.
struct PantryDocument: StoreDocument {
    static let formatVersion = 1
    static let entriesKey = "items"

    var entries: [String]

    init(entries: [String]) { self.entries = entries }
}

/// The pantry in `pantry.json`; each change is replayed onto the newest pantry on disk under its lock
/// (`Pantry.applying`), merging exactly as the in-memory pantry does.
public typealias FilePantryStore = FileStore<[String], Pantry.Change>

extension Pantry.Change: StoredChange {
    public static var storeFile: StoreFile<[String], Self> {
        StoreFile("pantry.json", as: PantryDocument.self, read: \.entries, make: PantryDocument.init(entries:),
                  applying: Pantry.applying)
    }
}
