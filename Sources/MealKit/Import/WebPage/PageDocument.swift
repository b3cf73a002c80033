import CXML
import FoundationEssentials

/// What a page holds for a recipe reader, from one pass of libxml2's HTML parser over it: its JSON-LD
/// blocks, its microdata Recipe items, its canonical address.
///
/// libxml2 is loaded (`dlopen`) at the first page, never at start, and only from the system's library
/// folders. The parse recovers from anything (real pages are rarely valid HTML), reaches no network,
/// and keeps libxml2's default limits on depth and text size; the walk over the tree never recurses,
/// so 100,000 nested elements cost time, not the stack.
struct PageDocument {
    var jsonLDBlocks: [[UInt8]] = []
    var microdataRecipes: [SchemaValue] = []
    var canonicalURL: String?

    /// Whether libxml2 was loaded (entity names are then looked up in its table too).
    static var libraryLoaded: Bool { loadOutcome == nil }

    /// nil once libxml2 is loaded; else why it cannot be.
    private static let loadOutcome: String? = {
        var error = [CChar](repeating: 0, count: 256)
        guard cxml_load(&error, error.count) == 1 else { return String(cBuffer: error) }
        return nil
    }()

    /// Loads libxml2 if it is not yet; why it cannot be, or nil.
    static func loadLibrary() -> String? { loadOutcome }

    /// Parses `bytes` (NUL bytes taken out: libxml2 stops at the first) in `encoding`, or the page's
    /// own declaration when nil. The caller has checked that libxml2 is loaded.
    init(bytes: [UInt8], encoding: String?) {
        let document: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let encoding { return encoding.withCString { cxml_parse_html(chars.baseAddress, Int32(chars.count), $0) } }
                return cxml_parse_html(chars.baseAddress, Int32(chars.count), nil)
            }
        }
        guard let document else { return }
        defer { cxml_free(document) }
        scan(cxml_first(document))
    }

    /// One item being read: its type and its properties in document order; a nested item is named by
    /// its index in `items`.
    private struct Item {
        var type: String
        var properties: [(name: String, value: Value)] = []
    }

    private enum Value {
        case text(String)
        case item(Int)
    }

    /// Microdata nested deeper than this is not read: no recipe nests its items so deep.
    private static let maxItemDepth = 32

    private mutating func scan(_ first: OpaquePointer?) {
        var items: [Item] = []
        // The items open around the current element: the depth they were opened at and their index.
        var scopes: [(depth: Int, item: Int)] = []
        var node = first
        var depth = 0
        while let current = node {
            var descend = false
            if cxml_kind(current) == 1 {
                var itemprop: UnsafePointer<CChar>?
                var itemtype: UnsafePointer<CChar>?
                var itemscope: Int32 = 0
                let kind = cxml_element(current, &itemprop, &itemtype, &itemscope)
                if kind == 1 {
                    if let type = attribute(current, "type"), PageText.collapsed(type).lowercased() == "application/ld+json" {
                        jsonLDBlocks.append(text(of: current))
                    }
                } else if kind == 2 {
                    // Nothing in a style sheet is a recipe.
                } else {
                    if kind == 3, canonicalURL == nil, attribute(current, "rel")?.lowercased() == "canonical" {
                        canonicalURL = attribute(current, "href")
                    }
                    let properties = itemprop.map { String(cString: $0).split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
                    let owner = scopes.last?.item
                    if itemscope != 0 {
                        let type = itemtype.map { String(cString: $0).split(whereSeparator: \.isWhitespace).first.map(String.init) ?? "" } ?? ""
                        items.append(Item(type: SchemaValue.typeName(type)))
                        if let owner, !properties.isEmpty {
                            for property in properties { items[owner].properties.append((property, .item(items.count - 1))) }
                        }
                        scopes.append((depth, items.count - 1))
                    } else if let owner, !properties.isEmpty {
                        let name = cxml_name(current).map { String(cString: $0) } ?? ""
                        let value = propertyValue(current, element: name)
                        for property in properties {
                            if property == "recipeInstructions" {
                                // A list of steps in one element: a value a step, as it shows them.
                                for line in value.split(separator: "\n") { items[owner].properties.append((property, .text(String(line)))) }
                            } else {
                                items[owner].properties.append((property, .text(value)))
                            }
                        }
                    }
                    descend = true
                }
            }
            if descend, let child = cxml_first_child(current) {
                node = child
                depth += 1
                continue
            }
            // Next sibling, or up until there is one, closing the items opened on the way.
            var up: OpaquePointer? = current
            while let at = up {
                while let scope = scopes.last, scope.depth >= depth { scopes.removeLast() }
                if let next = cxml_next(at) {
                    node = next
                    break
                }
                up = cxml_parent(at)
                depth -= 1
                node = nil
                if up == nil || depth < 0 { break }
            }
            if up == nil { break }
        }
        for index in items.indices where items[index].type == "recipe" {
            microdataRecipes.append(Self.value(of: index, in: items, depth: 0))
        }
    }

    /// An item as JSON-LD would write it: `@type` and each property's values in a list.
    private static func value(of index: Int, in items: [Item], depth: Int) -> SchemaValue {
        var fields: [String: SchemaValue] = ["@type": .string(items[index].type)]
        var lists: [String: [SchemaValue]] = [:]
        var order: [String] = []
        for (name, value) in items[index].properties {
            let element: SchemaValue
            switch value {
            case .text(let text): element = .string(text)
            case .item(let nested):
                guard depth < maxItemDepth, nested > index else { continue }
                element = Self.value(of: nested, in: items, depth: depth + 1)
            }
            if lists[name] == nil { order.append(name) }
            lists[name, default: []].append(element)
        }
        for name in order { fields[name] = .array(lists[name] ?? []) }
        return .object(fields)
    }

    /// A property's value as microdata defines it: an attribute for the elements that carry one
    /// (`<meta content>`, `<a href>`, `<img src>`, `<time datetime>`), else the element's text. Lines of
    /// a method kept apart, as they are shown.
    private func propertyValue(_ node: OpaquePointer, element: String) -> String {
        if let content = attribute(node, "content") { return content }
        switch element {
        case "a", "link", "area": if let href = attribute(node, "href") { return href }
        case "img", "audio", "video", "source", "iframe", "embed", "track": if let src = attribute(node, "src") { return src }
        case "object": if let data = attribute(node, "data") { return data }
        case "time": if let datetime = attribute(node, "datetime") { return datetime }
        case "data", "meter": if let value = attribute(node, "value") { return value }
        default: break
        }
        let text = String(decoding: self.text(of: node), as: UTF8.self)
        return text
    }

    private func attribute(_ node: OpaquePointer, _ name: StaticString) -> String? {
        // A string literal's storage ends in NUL.
        guard let value = cxml_attribute(node, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)) else {
            return nil
        }
        return String(cString: value)
    }

    /// The text under an element, as bytes.
    private func text(of node: OpaquePointer) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var length = buffer.withUnsafeMutableBufferPointer { cxml_text(node, $0.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }, $0.count) }
        if length > buffer.count {
            buffer = [UInt8](repeating: 0, count: length)
            length = buffer.withUnsafeMutableBufferPointer { cxml_text(node, $0.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }, $0.count) }
        }
        return Array(buffer.prefix(length))
    }
}
