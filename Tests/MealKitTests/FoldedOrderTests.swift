import MealKit
import Testing

/// Listings sort A to Z blind to case and accents (`foldedPrecedes`); plain ASCII names are weighed
/// in place, every other name through its folded text, and both ways must give one order.
@Suite("Folded order")
struct FoldedOrderTests {
    /// The order a user is promised: by the folded text, then (names that fold alike) by code point.
    private static func expectedOrder(_ first: String, _ second: String) -> Bool {
        let (mine, theirs) = (first.foldedForSearch, second.foldedForSearch)
        return mine != theirs ? mine < theirs : first < second
    }

    @Test("any two names sort as their folded texts do, ASCII or not")
    func pairs() {
        let names = [
            "apple", "Apple", "APPLE", "apple pie", "Apple Pie", "Apple_pie", "Apple-pie", "apple[1]", "Abc", "abcd",
            "ab", "", " ", "Zucchini", "_", "[", "`", "{", "1 egg", "10 eggs", "2 eggs", "Crème brûlée", "creme",
            "Éclair", "eclair", "Straße", "strasse", "ZZ", "zz", "Zz",
        ]
        for first in names {
            for second in names {
                #expect(first.foldedPrecedes(second) == Self.expectedOrder(first, second), "\(first) ≺ \(second)")
            }
        }
    }

    @Test("a search's meals read A to Z whatever their case")
    func listing() {
        let meals = ["beef stew", "Apple Frangipan Tart", "apam balik", "Beef and Mustard Pie", "BBQ Pork"]
        #expect(meals.sorted { $0.foldedPrecedes($1) }
                == ["apam balik", "Apple Frangipan Tart", "BBQ Pork", "Beef and Mustard Pie", "beef stew"])
    }
}
