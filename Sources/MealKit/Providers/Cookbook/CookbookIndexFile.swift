#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// The cookbook index on disk: a first line naming the format and the folder it is of, then one line a
/// Cooklang file, its fields apart by tabs: path, stamp (seven numbers, or `-`), title, group, ingredients
/// and tags (each list apart by U+001F), the problem line, then the folded title, ingredients and tags
/// a search compares. A tab, a line break, U+001F or a backslash inside a field is written `\t`, `\n`,
/// `\u` or `\\`. Anything else (another format, another folder, a line cut short) reads as no index.
enum CookbookIndexFile {
    static let header = "sous cookbook index 1"
    private static let fieldCount = 10
    private static let listSeparator: Character = "\u{1F}"

    static func bytes(of entries: [CookbookIndexEntry], folder: String) -> [UInt8] {
        var text = header + "\t" + escaped(folder) + "\n"
        for entry in entries {
            let stamp = entry.stamp.map {
                [Int($0.device), Int($0.inode), $0.size, $0.modifiedSeconds, $0.modifiedNanoseconds, $0.changedSeconds,
                 $0.changedNanoseconds].map(String.init).joined(separator: " ")
            } ?? "-"
            let fields = [escaped(entry.path), stamp, escaped(entry.name), escaped(entry.group ?? ""),
                          entry.foods.map(escaped).joined(separator: String(listSeparator)),
                          entry.tags.map(escaped).joined(separator: String(listSeparator)), escaped(entry.problem ?? ""),
                          escaped(entry.nameKey), escaped(entry.foodKey), escaped(entry.tagKey)]
            text += fields.joined(separator: "\t") + "\n"
        }
        return Array(text.utf8)
    }

    /// The entries of an index of `folder`, or nil when `data` is not one. Read as bytes, fields cut at
    /// tabs and lines at line feeds: every search reads the whole file.
    static func entries(in data: Data, folder: String) -> [CookbookIndexEntry]? {
        let bytes = [UInt8](data)
        return bytes.withUnsafeBufferPointer { buffer -> [CookbookIndexEntry]? in
            var lines = Lines(buffer)
            guard let first = lines.next(), String(decoding: first, as: UTF8.self) == header + "\t" + escaped(folder) else { return nil }
            var entries: [CookbookIndexEntry] = []
            var fields: [UnsafeBufferPointer<UInt8>.SubSequence] = []
            fields.reserveCapacity(fieldCount)
            while let line = lines.next() {
                fields.removeAll(keepingCapacity: true)
                var start = line.startIndex
                for index in line.indices where line[index] == 0x09 {
                    fields.append(line[start..<index])
                    start = index + 1
                }
                fields.append(line[start...])
                guard fields.count == fieldCount, let entry = entry(fields) else { return nil }
                entries.append(entry)
            }
            // The last line ends with a line feed: a file cut short is not an index.
            return lines.endedWithLineFeed ? entries : nil
        }
    }

    private static func entry(_ fields: [UnsafeBufferPointer<UInt8>.SubSequence]) -> CookbookIndexEntry? {
        func text(_ number: Int) -> String {
            let raw = String(decoding: fields[number], as: UTF8.self)
            return fields[number].contains(0x5C) ? unescaped(raw) : raw
        }
        func list(_ number: Int) -> [String] {
            fields[number].isEmpty ? [] : fields[number].split(separator: 0x1F, omittingEmptySubsequences: false)
                .map { unescaped(String(decoding: $0, as: UTF8.self)) }
        }
        var stamp: FileStamp?
        if !(fields[1].count == 1 && fields[1].first == 0x2D) {
            let numbers = fields[1].split(separator: 0x20).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
            guard numbers.count == 7, numbers[0] >= 0, numbers[1] >= 0 else { return nil }
            stamp = FileStamp(device: UInt64(numbers[0]), inode: UInt64(numbers[1]), size: numbers[2],
                              modifiedSeconds: numbers[3], modifiedNanoseconds: numbers[4],
                              changedSeconds: numbers[5], changedNanoseconds: numbers[6])
        }
        let path = text(0)
        guard Cookbook.isSafe(path) else { return nil }
        let group = text(3)
        let problem = text(6)
        return CookbookIndexEntry(path: path, stamp: stamp, name: text(2), group: group.isEmpty ? nil : group,
                                  foods: list(4), tags: list(5), problem: problem.isEmpty ? nil : problem,
                                  keys: (text(7), text(8), text(9)))
    }

    /// The lines of a buffer, without their line feeds.
    private struct Lines {
        let buffer: UnsafeBufferPointer<UInt8>
        var position = 0
        var endedWithLineFeed = false

        init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

        mutating func next() -> UnsafeBufferPointer<UInt8>.SubSequence? {
            guard position < buffer.count, let base = buffer.baseAddress else { return nil }
            guard let found = memchr(base + position, 0x0A, buffer.count - position) else {
                endedWithLineFeed = false
                defer { position = buffer.count }
                return buffer[position...]
            }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            defer { position = end + 1 }
            endedWithLineFeed = true
            return buffer[position..<end]
        }
    }

    private static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\\" || $0 == listSeparator || $0 == "\r" || $0 == "\r\n" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\\": result += "\\\\"
            case "\u{1F}": result += "\\u"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "t": result += "\t"
                case "n": result += "\n"
                case "r": result += "\r"
                case "u": result += "\u{1F}"
                default: result.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
