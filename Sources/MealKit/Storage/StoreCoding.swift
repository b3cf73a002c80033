import Foundation

/// The JSON conventions of every file sous writes, in one place so all stores read each other alike.
enum StoreCoding {
    /// Dates as ISO 8601 in UTC with milliseconds (`2025-05-20T14:33:20.123Z`): readable by a person
    /// opening the file, and fine enough to order two shells' commands.
    private static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSecondDateStyle = Date.ISO8601FormatStyle()

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        // Sorted keys: the file reads the same way after every save, and diffs cleanly.
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(dateStyle))
        }
        return encoder
    }

    /// One entry of a list document: compact, so it sits on one line. Keys stay sorted: unsorted, they
    /// come out in hash order, which differs from run to run; and as only new or changed entries are
    /// encoded at a save, sorting no longer costs anything worth saving.
    static func entryEncoder() -> JSONEncoder {
        let encoder = encoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            // A hand-edited file may well drop the milliseconds.
            if let date = try? dateStyle.parse(text) { return date }
            if let date = try? wholeSecondDateStyle.parse(text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
        }
        return decoder
    }

    /// A compact UTC stamp for file names (`20250520T143320Z`), free of `:` for other systems' sake.
    static func fileStamp(_ date: Date) -> String {
        wholeSecondDateStyle.format(date).filter { $0 != "-" && $0 != ":" }
    }
}
