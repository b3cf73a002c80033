import Foundation

/// Reads the index text scripts/embed-snapshot.py writes: records apart by U+001E, fields by U+001F,
/// a list's items by U+001D, an empty field for nil.
///
/// The separators are ASCII control characters, which UTF-8 never uses inside a multi-byte character and
/// the script checks the data never holds, so splitting bytes is enough: no JSON, no escapes.
enum SnapshotIndexText {
    static let recordSeparator: UInt8 = 0x1E
    static let fieldSeparator: UInt8 = 0x1F
    static let itemSeparator: UInt8 = 0x1D

    /// Each record's fields, as byte slices of `text`, handed to `make` while the bytes are in reach.
    static func records<Record>(
        _ text: StaticString, fieldCount: Int, make: ([UnsafeBufferPointer<UInt8>.SubSequence]) -> Record
    ) -> [Record] {
        text.withUTF8Buffer { bytes in
            guard !bytes.isEmpty else { return [] }
            return bytes.split(separator: recordSeparator, omittingEmptySubsequences: false).map { record in
                let fields = record.split(separator: fieldSeparator, omittingEmptySubsequences: false)
                // The text is generated and checked by the tests; a mismatch is a build defect.
                precondition(fields.count == fieldCount, "EmbeddedSnapshot's index: rerun scripts/embed-snapshot.py")
                return make(fields)
            }
        }
    }

    static func string(_ field: UnsafeBufferPointer<UInt8>.SubSequence) -> String {
        String(decoding: field, as: UTF8.self)
    }

    static func optional(_ field: UnsafeBufferPointer<UInt8>.SubSequence) -> String? {
        field.isEmpty ? nil : string(field)
    }

    static func list(_ field: UnsafeBufferPointer<UInt8>.SubSequence) -> [String] {
        field.isEmpty ? [] : field.split(separator: itemSeparator, omittingEmptySubsequences: false).map(string)
    }

    /// `EmbeddedSnapshot.outlines`, read.
    static func outlines(_ text: StaticString) -> [MealOutline] {
        records(text, fieldCount: 10) { f in
            MealOutline(
                id: string(f[0]), name: string(f[1]), category: optional(f[2]), area: optional(f[3]),
                thumbnail: optional(f[4]), ingredientNames: list(f[5]), foldedName: string(f[6]),
                foldedCategory: optional(f[7]), foldedArea: optional(f[8]), foldedIngredients: list(f[9]))
        }
    }

    /// `EmbeddedSnapshot.ingredients`, read.
    static func ingredients(_ text: StaticString) -> [IngredientInfo] {
        records(text, fieldCount: 4) { f in
            IngredientInfo(id: optional(f[0]), name: string(f[1]), description: optional(f[2]), type: optional(f[3]))
        }
    }
}
