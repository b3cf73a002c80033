import Foundation
import Testing
@testable import MealKit

/// The list endpoints' records (categories.php, list.php?c/a/i=list) decoded from the recorded files.
@Suite("Category, area and ingredient decoding")
struct ListDecodingTests {
    @Test("categories.php: 14 categories under the \"categories\" key, with ids, thumbnails and descriptions")
    func categories() throws {
        let raw = try rawRecords("api-style/categories.json", key: "categories")
        let categories = try MealDBResponse<MealKit.Category>.decode(Fixture.data("api-style/categories.json"))
        let pretty = try MealDBResponse<MealKit.Category>.decode(Fixture.data("pretty/categories.json"))

        #expect(categories.count == 14)
        #expect(pretty == categories)
        #expect(categories.map(\.name) == raw.map { $0["strCategory"] as? String })
        #expect(categories.map(\.id) == raw.map { $0["idCategory"] as? String })
        #expect(categories.map(\.thumbnailURL?.absoluteString) == raw.map { $0["strCategoryThumb"] as? String })
        #expect(categories.allSatisfy { !$0.description.isEmpty })

        let beef = try #require(categories.first)
        #expect(beef == MealKit.Category(
            id: "1", name: "Beef", thumbnailURL: URL(string: "https://www.themealdb.com/images/category/beef.png"),
            description: try #require(raw.first?["strCategoryDescription"] as? String)))
        #expect(categories.last?.name == "Goat")
    }

    @Test("list.php?c=list: the same 14 names, without ids or descriptions")
    func categoryList() throws {
        let names = try MealDBResponse<MealKit.Category>.decode(Fixture.data("api-style/category-list.json"))
        let full = try MealDBResponse<MealKit.Category>.decode(Fixture.data("api-style/categories.json"))
        #expect(names.count == 14)
        #expect(Set(names.map(\.name)) == Set(full.map(\.name)))
        #expect(names.allSatisfy { $0.id == nil && $0.thumbnailURL == nil && $0.description.isEmpty })
    }

    @Test("list.php?a=list: 37 areas, the typo \"Venezulan\" kept; the 2021 list has 24")
    func areas() throws {
        let raw = try rawRecords("api-style/areas.json", key: "meals")
        let areas = try MealDBResponse<Area>.decode(Fixture.data("api-style/areas.json"))
        #expect(areas.count == 37)
        #expect(try MealDBResponse<Area>.decode(Fixture.data("pretty/areas.json")) == areas)
        #expect(areas.map(\.name) == raw.compactMap { $0["strArea"] as? String })
        #expect(areas.contains(Area(name: "Venezulan")))
        #expect(areas.first == Area(name: "Algerian"))

        let old = try MealDBResponse<Area>.decode(Fixture.data("pretty/areas-2021.json"))
        #expect(old.count == 24)
        #expect(old.contains(Area(name: "Unknown")))
    }

    @Test("list.php?i=list: 563 ingredients; blank descriptions and types are nil")
    func ingredients() throws {
        let raw = try rawRecords("api-style/ingredients.json", key: "meals")
        let ingredients = try MealDBResponse<IngredientInfo>.decode(Fixture.data("api-style/ingredients.json"))
        #expect(raw.count == 563)
        #expect(ingredients.count == 563)
        #expect(try MealDBResponse<IngredientInfo>.decode(Fixture.data("pretty/ingredients.json")) == ingredients)
        #expect(ingredients.map(\.id) == raw.map { $0["idIngredient"] as? String })
        #expect(ingredients.map(\.name) == raw.map { RawMeal.blankToNil($0["strIngredient"]) })

        let typed = raw.filter { RawMeal.blankToNil($0["strType"]) != nil }.count
        let described = raw.filter { RawMeal.blankToNil($0["strDescription"]) != nil }.count
        #expect(ingredients.filter { $0.type != nil }.count == typed)
        #expect(ingredients.filter { $0.description != nil }.count == described)
        #expect(typed == 75)
        #expect(described == 99)
        #expect(ingredients.allSatisfy { $0.description.map { !$0.isEmpty } ?? true })
    }

    @Test("newer responses' extra keys (strThumb, strCountry) are ignored, not fatal")
    func extraKeys() throws {
        let ingredients = try MealDBResponse<IngredientInfo>.decode(.json("""
            {"meals":[{"idIngredient":"1","strIngredient":"Chicken","strDescription":"Poultry.","strType":null,
                       "strThumb":"https://www.themealdb.com/images/ingredients/chicken.png"}]}
            """))
        #expect(ingredients == [IngredientInfo(id: "1", name: "Chicken", description: "Poultry.")])
    }

    @Test("categories, areas, ingredients and summaries read back what they write (the cache keeps them)")
    func listRoundTrips() throws {
        let categories = try MealDBResponse<MealKit.Category>.decode(Fixture.data("api-style/categories.json"))
        let names = try MealDBResponse<MealKit.Category>.decode(Fixture.data("api-style/category-list.json"))
        let areas = try MealDBResponse<Area>.decode(Fixture.data("api-style/areas.json"))
        let ingredients = try MealDBResponse<IngredientInfo>.decode(Fixture.data("api-style/ingredients.json"))
        let summaries = try MealDBResponse<MealSummary>.decode(Fixture.data("api-style/meals.json"))
        #expect(summaries.count == 552)

        func roundTrip<T: Codable & Equatable>(_ values: [T]) throws -> [T] {
            try JSONDecoder().decode([T].self, from: JSONEncoder().encode(values))
        }
        #expect(try roundTrip(categories) == categories)
        #expect(try roundTrip(names) == names)
        #expect(try roundTrip(areas) == areas)
        #expect(try roundTrip(ingredients) == ingredients)
        #expect(try roundTrip(summaries) == summaries)
    }

    @Test("a list element without its name is dropped, not the list")
    func namelessElements() throws {
        let areas = try MealDBResponse<Area>.decode(.json(#"{"meals":[{"strArea":"Greek"},{"strArea":null},{},{"strArea":" "}]}"#))
        #expect(areas == [Area(name: "Greek")])
        let categories = try MealDBResponse<MealKit.Category>.decode(
            .json(#"{"categories":[{"idCategory":1,"strCategory":"Beef "},{"idCategory":"2"}]}"#))
        #expect(categories == [MealKit.Category(id: "1", name: "Beef")])
        let ingredients = try MealDBResponse<IngredientInfo>.decode(
            .json(#"{"meals":[{"idIngredient":"1","strIngredient":"Chicken","strDescription":"","strType":null},{"idIngredient":"2"}]}"#))
        #expect(ingredients == [IngredientInfo(id: "1", name: "Chicken")])
    }
}
