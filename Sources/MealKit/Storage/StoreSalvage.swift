import FoundationEssentials

/// What can be kept of a store file that did not read whole, found by `JSONDecoder` alone.
///
/// A file that still parses (an edit gave one entry a wrong value) is decoded once more, each element
/// on its own, so the bad ones are dropped and the rest kept. A file that does not parse is read line
/// by line: sous writes each list one element a line, under a line `"<key>" : [`, and each line is
/// decoded alone, so damage costs only the lines it touched. A file with no such line (written by hand
/// on one line) and cut short is read as if it ended at one of its last commas, closed there.
enum StoreSalvage {
    /// The elements of the list under `key` that decode as `Element`.
    static func elements<Element: Decodable>(
        _ type: Element.Type, under key: String, in bytes: [UInt8], decoder: JSONDecoder
    ) -> [Element] {
        func whole(_ data: Data) -> [Element]? {
            (try? decoder.decode([String: LenientList<Element>].self, from: data)).map { $0[key]?.elements ?? [] }
        }
        if let elements = whole(Data(bytes)) { return elements }
        let byLine = lines(of: bytes).filter { $0.list == key }.flatMap { line in
            // Brackets around the line: a bare string or number is not a whole document to every decoder.
            (try? decoder.decode(LenientList<Element>.self, from: Data("[".utf8) + Data(line.text) + Data("]".utf8)))?
                .elements ?? []
        }
        return byLine.isEmpty ? closedEarlier(bytes, read: whole) ?? [] : byLine
    }

    /// The members of the file's object (outside its lists) whose values decode as `Value`, by key.
    static func members<Value: Decodable>(
        _ type: Value.Type, in bytes: [UInt8], decoder: JSONDecoder
    ) -> [String: Value] {
        func whole(_ data: Data) -> [String: Value]? {
            (try? decoder.decode([String: Lenient<Value>].self, from: data)).map { $0.compactMapValues(\.value) }
        }
        if let members = whole(Data(bytes)) { return members }
        var found: [String: Value] = [:]
        for line in lines(of: bytes) where line.list == nil {
            let member = try? decoder.decode([String: Lenient<Value>].self, from: Data("{".utf8) + Data(line.text) + Data("}".utf8))
            for (key, value) in member ?? [:] {
                if let value = value.value { found[key] = value }
            }
        }
        return found.isEmpty ? closedEarlier(bytes, read: whole) ?? [:] : found
    }

    /// What `read` makes of the file cut short at its end or at one of its last commas, and closed
    /// there (`]}` after a whole element of a list, `}` after a whole member): the most that a file cut
    /// short keeps. An element is never closed half-way, so none is kept with its later fields lost.
    private static func closedEarlier<Result>(_ bytes: [UInt8], read: (Data) -> Result?) -> Result? {
        var cuts = [bytes.endIndex]
        var index = bytes.endIndex
        // A few dozen tries: a file cut short is cut within its last element or member.
        while cuts.count < 32, let comma = bytes[..<index].lastIndex(of: UInt8(ascii: ",")) {
            cuts.append(comma)
            index = comma
        }
        for cut in cuts {
            for closing in ["]}", "}"] {
                if let result = read(Data(bytes[..<cut]) + Data(closing.utf8)) { return result }
            }
        }
        return nil
    }

    /// The file's `"version"`, read from its line when the file does not parse.
    static func version(in bytes: [UInt8]) -> Int? {
        members(Int.self, in: bytes, decoder: JSONDecoder())["version"]
    }

    /// One line of a file, without its indent and trailing comma, and the list it is in: the key of the
    /// last `"<key>" : [` line above it, until a `]` line closes it.
    private struct Line {
        var list: String?
        var text: ArraySlice<UInt8>
    }

    private static func lines(of bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var list: String?
        for raw in bytes.split(separator: 0x0A) {
            var text = raw.drop { isBlank($0) }
            while let last = text.last, isBlank(last) { text.removeLast() }
            if text.last == UInt8(ascii: ",") { text.removeLast() }
            guard let last = text.last else { continue }
            if last == UInt8(ascii: "[") {
                // `"favorites" : [`, closed here so the decoder reads its key.
                let opener = try? JSONDecoder().decode([String: [Int]].self, from: Data("{".utf8) + Data(text) + Data("]}".utf8))
                list = opener?.keys.first
            } else if text.elementsEqual("]".utf8) {
                list = nil
            } else {
                lines.append(Line(list: list, text: text))
            }
        }
        return lines
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}

/// A list whose elements are decoded one by one, those that do not decode left out; any other value
/// (a number, an object) is an empty list.
private struct LenientList<Element: Decodable>: Decodable {
    var elements: [Element] = []

    init(from decoder: any Decoder) throws {
        guard var list = try? decoder.unkeyedContainer() else { return }
        while !list.isAtEnd {
            if let element = try list.decode(Lenient<Element>.self).value { elements.append(element) }
        }
    }
}

/// A value, or `nil` where it does not decode as one; never a failure, so a list goes on past it.
private struct Lenient<Value: Decodable>: Decodable {
    var value: Value?

    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Value.self)
    }
}
