import Foundation
@testable import SousCore
import Testing

/// The JSON Lines writer says what `JSONSerialization` said with `[.sortedKeys, .withoutEscapingSlashes]`.
@Suite("JSON lines as JSONSerialization wrote them")
struct JSONLineTests {
    @Test("same text for nested documents, numbers, escapes and nulls")
    func sameText() throws {
        let documents: [[String: Any]] = [
            ["kind": "recipe", "scale": 1.5, "amount": 2.0, "number": 3, "favorite": true, "tags": ["a/b", "c"]],
            ["text": "line\none\ttab \"quoted\" back\\slash \u{1} \u{1F} é 🍋", "null": NSNull(), "empty": [String]()],
            ["upTo": 0.25, "unit": "g", "isDefault": false, "items": [["b": 1, "a": 2]], "dataDirectory": "/data/sous"],
            ["big": 1e16, "small": 0.000_1, "third": 1.0 / 3, "negative": -2, "zero": 0.0, "Zed": 1, "alpha": 2],
        ]
        for document in documents {
            let foundation = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
            let ours = JSONLine.text(document.mapValues { $0 is NSNull ? JSONNull() : $0 })
            #expect(ours == String(decoding: foundation, as: UTF8.self))
        }
    }

    @Test("a value JSON cannot hold gives nil, not broken text")
    func invalid() {
        #expect(JSONLine.text(["value": Double.nan]) == nil)
        #expect(JSONLine.text(["value": Date()]) == nil)
    }
}
