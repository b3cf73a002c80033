import Foundation
@testable import MealKit
import Testing

/// A picture address kept as text reads back exactly as the `URL` sous made of it before.
@Suite("Picture address")
struct PictureAddressTests {
    private static let addresses = [
        "https://www.themealdb.com/images/media/meals/58oia61564916529.jpg",
        "HTTP://Example.COM/a.jpg", "https://example.com:8080/pic.png?size=big&x=1", "http://example.com",
        "https://example.com/a%20b.jpg", "https://example.com/a%2.jpg", "https://example.com/a%zz.jpg",
        "https://example.com/a b.jpg", "https://example.com/tab\t.jpg", "https://example.com/é.jpg",
        "https://example.com/a#frag", "https://example.com/a#b#c", "https://user@example.com/a.jpg",
        "https://[::1]/a.jpg", "https://example.com:/a.jpg", "https://example.com:80x/a.jpg",
        "https:///a.jpg", "https://", "https:example.com/a.jpg", "ftp://example.com/a.jpg",
        "file:///etc/passwd", "file:///home/u/.local/share/sous/images/52772.jpg", "data:image/png;base64,AAAA",
        "https://example.com/\"quoted\".jpg", "https://example.com/<a>.jpg", "https://example.com/{x}|y^z`.jpg",
        "https://exa_mple.com/a.jpg", "https://example.com/a\\b.jpg", "", "not a url",
        "https://example.com/" + String(repeating: "a", count: 3_000),
    ]

    @Test("the text kept is the address the URL gives back, for every kind of address")
    func textMatchesURL() {
        for address in Self.addresses {
            let viaURL = PictureAddress.accepted(address, mealID: "52772")?.absoluteString
            #expect(PictureAddress.acceptedText(address, mealID: "52772") == viaURL, "\(address)")
        }
    }

    @Test("every ASCII character at every place of a path (read eight bytes at a time) is judged as the URL judges it")
    func everyCharacterEverywhere() {
        let path = Array("/images/media/meals/58oia61564916529.jpg".utf8)
        for place in path.indices {
            for byte in UInt8(0)..<0x80 {
                var changed = path
                changed[place] = byte
                let address = "https://www.themealdb.com" + String(decoding: changed, as: UTF8.self)
                let viaURL = PictureAddress.accepted(address, mealID: "52772")?.absoluteString
                #expect(PictureAddress.acceptedText(address, mealID: "52772") == viaURL, "\(address.debugDescription)")
            }
        }
    }

    @Test("a summary writes its picture as it did, and reads back equal")
    func summaryRoundTrip() throws {
        for address in Self.addresses {
            let json = Data(#"{"idMeal":"52772","strMeal":"Pie","strMealThumb":"#.utf8)
                + (try JSONEncoder().encode(address)) + Data("}".utf8)
            let summary = try JSONDecoder().decode(MealSummary.self, from: json)
            #expect(summary.thumbnailURL == PictureAddress.accepted(address, mealID: "52772"), "\(address)")
            let before = MealSummary(id: "52772", name: "Pie", thumbnailURL: PictureAddress.accepted(address, mealID: "52772"))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encode(summary) == encoder.encode(before), "\(address)")
            #expect(summary == before, "\(address)")
        }
    }
}
