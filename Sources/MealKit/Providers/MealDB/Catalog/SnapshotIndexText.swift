import FoundationEssentials

/// Reads the index text scripts/embed-snapshot.py writes: records apart by U+001E, fields by U+001F,
/// a list's items by U+001D, an empty field for nil.
///
/// The separators are ASCII control characters, which UTF-8 never uses inside a multi-byte character and
/// the script checks the data never holds, so one pass over the bytes is enough: no JSON, no escapes,
/// and no array of slices made on the way (this runs before the first offline answer).
enum SnapshotIndexText {
    static let recordSeparator: UInt8 = 0x1E
    static let fieldSeparator: UInt8 = 0x1F
    static let itemSeparator: UInt8 = 0x1D

    /// One record's fields, as ranges of the text's bytes.
    struct Fields {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Field n is `bytes[bounds[n] ..< bounds[n + 1] - 1]` (the - 1 leaves out its separator).
        let bounds: [Int]

        func string(_ n: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[bounds[n]..<(bounds[n + 1] - 1)]), as: UTF8.self)
        }

        func optional(_ n: Int) -> String? {
            bounds[n + 1] - 1 == bounds[n] ? nil : string(n)
        }

        func list(_ n: Int) -> [String] {
            let end = bounds[n + 1] - 1
            var start = bounds[n]
            guard start < end else { return [] }
            var items: [String] = []
            for offset in start...end where offset == end || bytes[offset] == itemSeparator {
                items.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
                start = offset + 1
            }
            return items
        }
    }

    /// Each record of `text`, made by `make` from its fields while the bytes are in reach.
    static func records<Record>(_ text: StaticString, fieldCount: Int, make: (Fields) -> Record) -> [Record] {
        text.withUTF8Buffer { bytes in
            guard !bytes.isEmpty else { return [] }
            var records: [Record] = []
            var bounds = [0]
            bounds.reserveCapacity(fieldCount + 1)
            for offset in 0...bytes.count {
                let byte = offset == bytes.count ? recordSeparator : bytes[offset]
                guard byte == fieldSeparator || byte == recordSeparator else { continue }
                bounds.append(offset + 1)
                if byte == recordSeparator {
                    // The text is generated and checked by the tests; a mismatch is a build defect.
                    precondition(bounds.count == fieldCount + 1, "EmbeddedSnapshot's index: rerun scripts/embed-snapshot.py")
                    records.append(make(Fields(bytes: bytes, bounds: bounds)))
                    bounds.removeAll(keepingCapacity: true)
                    bounds.append(offset + 1)
                }
            }
            return records
        }
    }

    /// `EmbeddedSnapshot.outlines`, read.
    static func outlines(_ text: StaticString) -> [MealOutline] {
        records(text, fieldCount: 10) { f in
            MealOutline(
                id: f.string(0), name: f.string(1), category: f.optional(2), area: f.optional(3),
                thumbnail: f.optional(4), ingredientNames: f.list(5), foldedName: f.string(6),
                foldedCategory: f.optional(7), foldedArea: f.optional(8), foldedIngredients: f.list(9))
        }
    }

    /// The ids of `EmbeddedSnapshot.outlines` (each record's first field), in order, the rest unread.
    static func ids(_ text: StaticString) -> [String] {
        records(text, fieldCount: 10) { $0.string(0) }
    }

    /// `EmbeddedSnapshot.ingredients`, read.
    static func ingredients(_ text: StaticString) -> [IngredientInfo] {
        records(text, fieldCount: 4) { f in
            IngredientInfo(id: f.optional(0), name: f.string(1), description: f.optional(2), type: f.optional(3))
        }
    }
}
