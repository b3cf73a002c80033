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
///
/// Every search reads the whole file, so it is read as bytes: fields cut at tabs, lines at line feeds,
/// numbers read from their digits, a field made a string only when it is kept, and unescaped only when
/// it holds a backslash. The lists stay as written (`CookbookIndexEntry.foodList`): only the few
/// recipes a search finds ever need them apart.
enum CookbookIndexFile {
    static let header = "sous cookbook index 1"
    private static let fieldCount = 10
    static let listSeparator: UInt8 = 0x1F
    private static let backslash: UInt8 = 0x5C

    static func bytes(of entries: [CookbookIndexEntry], folder: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + entries.count * 400)
        bytes += header.utf8
        bytes.append(0x09)
        appendEscaped(folder, to: &bytes)
        bytes.append(0x0A)
        for entry in entries {
            appendEscaped(entry.path, to: &bytes)
            bytes.append(0x09)
            if let stamp = entry.stamp {
                let numbers = [Int(stamp.device), Int(stamp.inode), stamp.size, stamp.modifiedSeconds, stamp.modifiedNanoseconds,
                               stamp.changedSeconds, stamp.changedNanoseconds]
                for (place, number) in numbers.enumerated() {
                    if place > 0 { bytes.append(0x20) }
                    bytes += String(number).utf8
                }
            } else {
                bytes.append(0x2D)
            }
            for field in [entry.name, entry.group ?? ""] {
                bytes.append(0x09)
                appendEscaped(field, to: &bytes)
            }
            // Kept escaped, item by item, as the file holds them.
            bytes.append(0x09)
            bytes += entry.foodList.utf8
            bytes.append(0x09)
            bytes += entry.tagList.utf8
            for field in [entry.problem ?? "", entry.nameKey, entry.foodKey, entry.tagKey] {
                bytes.append(0x09)
                appendEscaped(field, to: &bytes)
            }
            bytes.append(0x0A)
        }
        return bytes
    }

    /// The entries of an index of `folder`, or nil when `data` is not one.
    static func entries(in data: Data, folder: String) -> [CookbookIndexEntry]? {
        data.withUnsafeBytes { raw -> [CookbookIndexEntry]? in
            let buffer = raw.bindMemory(to: UInt8.self)
            var lines = Lines(buffer)
            var expected: [UInt8] = Array(header.utf8) + [0x09]
            appendEscaped(folder, to: &expected)
            guard let first = lines.next(), first.elementsEqual(expected) else { return nil }
            var entries: [CookbookIndexEntry] = []
            entries.reserveCapacity(buffer.count / 300)
            var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
            fields.reserveCapacity(fieldCount)
            while let line = lines.next() {
                fields.removeAll(keepingCapacity: true)
                var start = line.startIndex
                while start < line.endIndex,
                      let tab = memchr(buffer.baseAddress! + start, 0x09, line.endIndex - start) {
                    let end = buffer.baseAddress!.distance(to: tab.assumingMemoryBound(to: UInt8.self))
                    fields.append(buffer[start..<end])
                    start = end + 1
                }
                fields.append(buffer[start..<line.endIndex])
                guard fields.count == fieldCount, let entry = entry(fields) else { return nil }
                entries.append(entry)
            }
            // The last line ends with a line feed: a file cut short is not an index.
            return lines.endedWithLineFeed ? entries : nil
        }
    }

    private static func entry(_ fields: [Slice<UnsafeBufferPointer<UInt8>>]) -> CookbookIndexEntry? {
        guard isSafePath(fields[0]) else { return nil }
        var stamp: FileStamp?
        if !(fields[1].count == 1 && fields[1].first == 0x2D) {
            guard let numbers = numbers(fields[1]), numbers[0] >= 0, numbers[1] >= 0 else { return nil }
            stamp = FileStamp(device: UInt64(numbers[0]), inode: UInt64(numbers[1]), size: numbers[2],
                              modifiedSeconds: numbers[3], modifiedNanoseconds: numbers[4],
                              changedSeconds: numbers[5], changedNanoseconds: numbers[6])
        }
        let group = fields[3].isEmpty ? nil : text(fields[3])
        let problem = fields[6].isEmpty ? nil : text(fields[6])
        return CookbookIndexEntry(path: text(fields[0]), stamp: stamp, name: text(fields[2]), group: group,
                                  foodList: String(decoding: fields[4], as: UTF8.self),
                                  tagList: String(decoding: fields[5], as: UTF8.self), problem: problem,
                                  keys: (text(fields[7]), text(fields[8]), text(fields[9])))
    }

    private static func text(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let bytes = UnsafeBufferPointer(rebasing: field)
        guard let base = bytes.baseAddress, memchr(base, Int32(backslash), bytes.count) != nil else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return unescaped(field)
    }

    /// Seven whole numbers apart by single spaces, or nil.
    private static func numbers(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> [Int]? {
        var numbers: [Int] = []
        numbers.reserveCapacity(7)
        var value = 0, digits = 0, negative = false
        for byte in UnsafeBufferPointer(rebasing: field) {
            switch byte {
            case 0x30...0x39:
                guard digits < 18 else { return nil }
                value = value * 10 + Int(byte - 0x30)
                digits += 1
            case 0x2D where digits == 0 && !negative:
                negative = true
            case 0x20 where digits > 0:
                numbers.append(negative ? -value : value)
                value = 0
                digits = 0
                negative = false
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        numbers.append(negative ? -value : value)
        return numbers.count == 7 ? numbers : nil
    }

    /// `Cookbook.isSafe` on the bytes of a path: relative, ends `.cook`, no part empty or begun by a dot.
    private static func isSafePath(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let path = UnsafeBufferPointer(rebasing: field)
        let count = path.count
        guard count > 5 else { return false }
        var partStarts = true
        for byte in path {
            if partStarts, byte == 0x2F || byte == 0x2E { return false }
            partStarts = byte == 0x2F
        }
        // ".cook", any case.
        return path[count - 5] == 0x2E && path[count - 4] | 0x20 == 0x63 && path[count - 3] | 0x20 == 0x6F
            && path[count - 2] | 0x20 == 0x6F && path[count - 1] | 0x20 == 0x6B
    }

    /// The items of a list field, each unescaped.
    static func items(of list: String) -> [String] {
        guard !list.isEmpty else { return [] }
        return Array(list.utf8).withUnsafeBufferPointer { buffer in
            buffer.split(separator: listSeparator, omittingEmptySubsequences: false).map(unescaped)
        }
    }

    /// A list field made of items, each escaped.
    static func list(of items: [String]) -> String {
        var bytes: [UInt8] = []
        for (place, item) in items.enumerated() {
            if place > 0 { bytes.append(listSeparator) }
            appendEscaped(item, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of a buffer, without their line feeds.
    private struct Lines {
        let buffer: UnsafeBufferPointer<UInt8>
        var position = 0
        var endedWithLineFeed = false

        init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

        mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
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

    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        // Most fields have nothing to escape: appended whole, not byte by byte.
        if !text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == backslash || $0 == listSeparator }) {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x09: bytes += [backslash, 0x74]
            case 0x0A: bytes += [backslash, 0x6E]
            case 0x0D: bytes += [backslash, 0x72]
            case backslash: bytes += [backslash, backslash]
            case listSeparator: bytes += [backslash, 0x75]
            default: bytes.append(byte)
            }
        }
    }

    private static func unescaped(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        guard field.contains(backslash) else { return String(decoding: field, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(field.count)
        var escaping = false
        for byte in field {
            if escaping {
                switch byte {
                case 0x74: result.append(0x09)
                case 0x6E: result.append(0x0A)
                case 0x72: result.append(0x0D)
                case 0x75: result.append(listSeparator)
                default: result.append(byte)
                }
                escaping = false
            } else if byte == backslash {
                escaping = true
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
