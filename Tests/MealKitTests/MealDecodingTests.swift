import Foundation
import SousTestSupport
import Testing
@testable import MealKit

/// TheMealDB's meal records, decoded by MealKit, checked against the real snapshot and against the
/// quirks its README lists (hand-written JSON where the quirk is not in the recorded data).
@Suite("Meal decoding")
struct MealDecodingTests {
    static func decodeMeals(_ relativePath: String) throws -> [MealDBMeal] {
        try MealDBResponse<MealDBMeal>.decode(Fixture.data(relativePath))
    }

    static func meal<Meal: MealIdentifiable>(_ id: String, in meals: [Meal]) throws -> Meal {
        try #require(meals.first { $0.id == id }, "meal \(id) is in the snapshot")
    }

    /// A single meal from a hand-written `{"meals":[{…}]}` body.
    static func decodeOne(_ recordJSON: String) throws -> MealDBMeal {
        let meals = try MealDBResponse<MealDBMeal>.decode(.json(#"{"meals":[\#(recordJSON)]}"#))
        return try #require(meals.first)
    }

    // MARK: Picture addresses

    @Test("a picture address from a server or a favorites file is a web address only; file: only as sous's own kept copy", arguments: [
        ("https://www.themealdb.com/images/media/meals/x.jpg", true), ("http://example.com/x.png", true),
        ("file:///etc/passwd", false), ("file:///home/cook/.local/share/sous/images/52772.jpg", true),
        ("file:///home/cook/.local/share/sous/images/52773.jpg", false), ("file:///tmp/images/52772.txt", false),
        ("file://other-host/images/52772.jpg", false), ("ftp://example.com/x.jpg", false), ("data:image/png;base64,AAAA", false),
        ("javascript:alert(1)", false), ("https:///no-host.jpg", false), ("not a url", false),
        ("HTTPS://www.themealdb.com/x.jpg", true), ("http://user@/x.jpg", false), ("http:/x.jpg", false),
        ("httpx://example.com/x.jpg", false), ("https://example.com", true), ("https://cook@example.com/x.jpg", true),
    ])
    func pictureAddresses(address: String, kept: Bool) throws {
        let escaped = address.replacingOccurrences(of: "/", with: "\\/")
        let meal = try Self.decodeOne(#"{"idMeal":"52772","strMeal":"Pie","strMealThumb":"\#(escaped)"}"#)
        #expect((meal.thumbnailURL?.absoluteString == address) == kept, "\(String(describing: meal.thumbnailURL))")
        let summary = try JSONDecoder().decode(MealSummary.self, from: Data(#"{"idMeal":"52772","strMeal":"Pie","strMealThumb":"\#(escaped)"}"#.utf8))
        #expect((summary.thumbnailURL != nil) == kept)
        let favorite = try StoreCoding.decoder().decode(Favorite.self, from: Data(
            #"{"id":"52772","name":"Pie","source":"live","savedAt":"2025-05-20T14:33:20Z","thumbnail":"\#(escaped)"}"#.utf8))
        #expect((favorite.summary.thumbnailURL != nil) == kept)
    }

    // MARK: The whole snapshot

    @Test("all 552 meals decode from both encodings, identically")
    func everyRecordDecodesFromBothEncodings() throws {
        let pretty = try Self.decodeMeals("pretty/meals.json")
        let api = try Self.decodeMeals("api-style/meals.json")
        let raw = try RawMeal.apiStyle.get()

        #expect(raw.count == 552)
        #expect(pretty.count == 552)
        #expect(api.count == 552)
        #expect(pretty == api)
        // Not one record dropped or reordered.
        #expect(api.map(\.id) == raw.map(\.id))
    }

    @Test("every decoded field equals the record read independently")
    func fieldsMatchTheIndependentReading() throws {
        let api = try Self.decodeMeals("api-style/meals.json")
        let raw = try RawMeal.apiStyle.get()
        try #require(api.count == raw.count)
        for (meal, record) in zip(api, raw) {
            #expect(meal.name == record.name, "\(record.id)")
            #expect(meal.category == record.category, "\(record.id)")
            #expect(meal.area == record.area, "\(record.id)")
            #expect(meal.instructions == record.instructions, "\(record.id)")
            #expect(meal.thumbnailURL?.absoluteString == record.thumbnail, "\(record.id)")
            #expect(meal.ingredients.map(\.name) == record.slots.map(\.ingredient), "\(record.id)")
            #expect(meal.ingredients.map(\.measure) == record.slots.map(\.measure), "\(record.id)")
        }
        let slotCount = raw.reduce(0) { $0 + $1.slots.count }
        #expect(api.reduce(0) { $0 + $1.ingredients.count } == slotCount)
    }

    // MARK: Ingredient slots

    @Test("sous's own facts are kept only when above 0: a file's \"-1e300\", \"nan\" or \"0\" is no fact")
    func facts() throws {
        let kept = try Self.decodeOne(#"{"idMeal":"1","strMeal":"x","sousServings":"4","sousTotalMinutes":90,"sousCaloriesPerServing":"512.5"}"#)
        #expect(kept.servings == 4 && kept.totalMinutes == 90 && kept.caloriesPerServing == 512.5)
        for bad in [#""-1e300""#, #""nan""#, #""inf""#, #""0""#, "-5", #""soon""#] {
            let meal = try Self.decodeOne(#"{"idMeal":"1","strMeal":"x","sousServings":\#(bad),"sousTotalMinutes":\#(bad),"sousCaloriesPerServing":\#(bad)}"#)
            #expect(meal.servings == nil && meal.totalMinutes == nil && meal.caloriesPerServing == nil, "\(bad)")
        }
    }

    @Test("blank slots (\"\", \" \", null, absent) are skipped and later slots kept")
    func blankSlotsAreSkippedNotTheEnd() throws {
        // The snapshot has no gap followed by a filled slot (STATS: ingredient_then_gap = []), so by hand.
        let meal = try Self.decodeOne("""
            {"idMeal":"1","strMeal":"Gaps",
             "strIngredient1":"Eggs","strMeasure1":"2",
             "strIngredient2":"","strMeasure2":"",
             "strIngredient3":" ","strMeasure3":" ",
             "strIngredient4":null,"strMeasure4":null,
             "strIngredient5":"Milk","strMeasure5":"200ml ",
             "strIngredient7":" Salt","strMeasure7":"pinch",
             "strIngredient20":"Pepper","strMeasure20":null}
            """)
        #expect(meal.ingredients == [
            Ingredient(name: "Eggs", measure: "2"),
            Ingredient(name: "Milk", measure: "200ml"),
            Ingredient(name: "Salt", measure: "pinch"),
            Ingredient(name: "Pepper", measure: ""),
        ])
    }

    @Test("stray spaces are trimmed: 714 padded values, \"100g \" becomes \"100g\"")
    func paddedValuesAreTrimmed() throws {
        let api = try Self.decodeMeals("api-style/meals.json")
        // 52814's second measure is recorded as "100g " (with the space).
        let record = try #require(try rawRecords("api-style/meals.json", key: "meals")
            .first { $0["idMeal"] as? String == "52814" })
        #expect(record["strMeasure2"] as? String == "100g ")
        let meal = try Self.meal("52814", in: api)
        #expect(meal.ingredients[1] == Ingredient(name: "green beans", measure: "100g"))

        let padded = api.flatMap(\.ingredients).filter { ingredient in
            [ingredient.name, ingredient.measure].contains {
                $0 != $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        #expect(padded.isEmpty)
    }

    @Test("29 ingredients have no measure and are kept with an empty one")
    func ingredientsWithoutMeasure() throws {
        let api = try Self.decodeMeals("api-style/meals.json")
        let unmeasured = api.flatMap { meal in meal.ingredients.filter(\.measure.isEmpty).map { (meal.id, $0) } }
        #expect(unmeasured.count == 29)
        // 52809's "Cinnamon stick" has measure "", 52993's "Honey" has " ".
        #expect(try Self.meal("52809", in: api).ingredients.contains(Ingredient(name: "Cinnamon stick", measure: "")))
        #expect(try Self.meal("52993", in: api).ingredients.contains(Ingredient(name: "Honey", measure: "")))
    }

    @Test("nine meals use all 20 slots, 52805 Lamb Biryani among them")
    func allTwentySlots() throws {
        let api = try Self.decodeMeals("api-style/meals.json")
        let full = api.filter { $0.ingredients.count == 20 }.map(\.id)
        #expect(full == ["52805", "52894", "52937", "52938", "52950", "52951", "53018", "53192", "53319"])
        #expect(api.allSatisfy { $0.ingredients.count <= 20 })

        let biryani = try Self.meal("52805", in: api)
        #expect(biryani.name == "Lamb Biryani")
        #expect(biryani.ingredients.first?.name == "Cashew nuts")
        #expect(biryani.ingredients.last?.name == "Biryani masala")
    }

    // MARK: Text

    @Test("\\r\\n and U+2028 in instructions reach the renderer unchanged")
    func instructionLineBreaksArePreserved() throws {
        let api = try Self.decodeMeals("api-style/meals.json")
        #expect(api.filter { $0.instructions.contains("\r\n") }.count == 539)

        let kedgeree = try Self.meal("52964", in: api)
        #expect(kedgeree.instructions.contains("peel and chop.\u{2028}\r\n\r\nUncover the rice"))
        let pudding = try Self.meal("52988", in: api)
        #expect(pudding.instructions.unicodeScalars.filter { $0 == "\u{2028}" }.count == 5)
    }

    @Test("non-ASCII names survive and \"Chakchouka \" loses its trailing space")
    func names() throws {
        let api = try Self.decodeMeals("api-style/meals.json")
        #expect(try Self.meal("53187", in: api).name == "Šúĺlance s Makom")
        #expect(try Self.meal("53128", in: api).name == "Kvæfjord Cake “Verdens Beste” (World’s Best Cake)")
        #expect(try Self.meal("52969", in: api).name == "Chakchouka")
        #expect(api.allSatisfy { $0.name == $0.name.trimmingCharacters(in: .whitespacesAndNewlines) })
        #expect(try Self.meal("53334", in: api).area == "Venezulan")
    }

    @Test("strMealAlternate and the older strDrinkAlternate both give the alternate name")
    func alternateNames() throws {
        let new = try Self.decodeOne(#"{"idMeal":"1","strMeal":"A","strMealAlternate":"Alt one"}"#)
        let old = try Self.decodeOne(#"{"idMeal":"2","strMeal":"B","strDrinkAlternate":"Alt two"}"#)
        let neither = try Self.decodeOne(#"{"idMeal":"3","strMeal":"C","strMealAlternate":null,"strDrinkAlternate":null}"#)
        #expect(new.alternateName == "Alt one")
        #expect(old.alternateName == "Alt two")
        #expect(neither.alternateName == nil)
        // The snapshot: every record carries strMealAlternate, all null.
        #expect(try Self.decodeMeals("api-style/meals.json").allSatisfy { $0.alternateName == nil })
    }

    @Test("strCountry stands in when strArea is null, and strArea wins when both are there")
    func countryFallback() throws {
        let countryOnly = try Self.decodeOne(#"{"idMeal":"1","strMeal":"A","strArea":null,"strCountry":"Peruvian"}"#)
        let both = try Self.decodeOne(#"{"idMeal":"2","strMeal":"B","strArea":"British","strCountry":"United Kingdom"}"#)
        let blankArea = try Self.decodeOne(#"{"idMeal":"3","strMeal":"C","strArea":"","strCountry":"Greek"}"#)
        #expect(countryOnly.area == "Peruvian")
        #expect(both.area == "British")
        #expect(blankArea.area == "Greek")
    }

    @Test("tags: null, odd spacing and a trailing comma give clean tags, never an empty one")
    func tags() throws {
        let api = try Self.decodeMeals("api-style/meals.json")
        #expect(try Self.meal("52842", in: api).tags == ["Soup", "Cheesy"])
        #expect(try Self.meal("52960", in: api).tags == ["Paleo", "Keto", "LowCarbs", "Salad", "Alcoholic", "Halloween"])
        #expect(try Self.meal("53221", in: api).tags == ["Celebration", "Party", "Eid"])
        #expect(api.filter(\.tags.isEmpty).count == 354)
        #expect(api.allSatisfy { $0.tags.allSatisfy { !$0.isEmpty && $0 == $0.trimmingCharacters(in: .whitespaces) } })

        let odd = try Self.decodeOne(#"{"idMeal":"1","strMeal":"A","strTags":" ,Soup,, Cheesy , ,"}"#)
        #expect(odd.tags == ["Soup", "Cheesy"])
    }

    @Test("an empty YouTube or source link is nil, not a broken URL; other links are kept")
    func emptyLinks() throws {
        let api = try Self.decodeMeals("api-style/meals.json")
        let raw = try RawMeal.apiStyle.get()
        #expect(raw.filter { $0.youtube == "" }.count == 41)
        #expect(raw.filter { $0.source == "" }.count == 22)
        #expect(raw.filter { $0.source == nil }.count == 11)

        #expect(api.filter { $0.youtubeURL == nil }.count == 41)
        #expect(api.filter { $0.sourceURL == nil }.count == 33)
        #expect(try Self.meal("52957", in: api).youtubeURL == nil)
        #expect(try Self.meal("52787", in: api).sourceURL == nil)
        #expect(try Self.meal("52764", in: api).sourceURL == nil)
        // A non-YouTube "video" link is still a link.
        #expect(try Self.meal("53231", in: api).youtubeURL?.host == "www.tiktok.com")
    }

    @Test("numbers where strings belong are read as text")
    func numbersAsStrings() throws {
        let meal = try Self.decodeOne("""
            {"idMeal":52772,"strMeal":"Teriyaki Chicken Casserole","strIngredient1":"Eggs","strMeasure1":3,
             "strIngredient2":"Milk","strMeasure2":0.5,"strTags":null}
            """)
        #expect(meal.id == "52772")
        #expect(meal.ingredients == [Ingredient(name: "Eggs", measure: "3"), Ingredient(name: "Milk", measure: "0.5")])

        let summaries = try MealDBResponse<MealSummary>.decode(.json(#"{"meals":[{"idMeal":52874,"strMeal":"Beef and Mustard Pie"}]}"#))
        #expect(summaries == [MealSummary(id: "52874", name: "Beef and Mustard Pie")])
    }

    @Test("a record without idMeal is dropped from the list, the rest stay")
    func missingIDDropsOnlyThatElement() throws {
        let body = Data.json("""
            {"meals":[{"idMeal":"1","strMeal":"First"},{"strMeal":"No id"},{"idMeal":"","strMeal":"Blank id"},
                      {"idMeal":null,"strMeal":"Null id"},{"idMeal":"2","strMeal":"Second"}]}
            """)
        #expect(try MealDBResponse<Recipe>.decode(body).map(\.name) == ["First", "Second"])
        #expect(try MealDBResponse<MealSummary>.decode(body).map(\.name) == ["First", "Second"])
    }

    // MARK: The envelope

    @Test("{\"meals\":null} is no match: an empty list")
    func nullMealsIsEmpty() throws {
        #expect(try MealDBResponse<Recipe>.decode(.json(#"{"meals":null}"#)).isEmpty)
        #expect(try MealDBResponse<MealSummary>.decode(Fixture.data("pretty/no-results.json")).isEmpty)
    }

    @Test("{\"meals\":\"Invalid ID\"} is MealDBError.invalidID")
    func invalidID() {
        #expect(throws: MealDBError.invalidID("Invalid ID")) {
            try MealDBResponse<Recipe>.decode(.json(#"{"meals":"Invalid ID"}"#))
        }
    }

    @Test("{\"meals\":[null]} is an empty list")
    func listOfNull() throws {
        #expect(try MealDBResponse<Recipe>.decode(.json(#"{"meals":[null]}"#)).isEmpty)
    }

    @Test("a premium-only message instead of meals is MealDBError.premiumOnly")
    func premiumMessage() {
        let message = "This API endpoint is only available to premium supporters"
        #expect(throws: MealDBError.premiumOnly(message)) {
            try MealDBResponse<Recipe>.decode(.json(#"{"meals":"\#(message)"}"#))
        }
    }

    @Test("bodies that are not TheMealDB's JSON are malformedResponse", arguments: [
        #"{"meals":{}}"#,
        #"{"meals":42}"#,
        #"{}"#,
        #"[]"#,
        "<html><body>502 Bad Gateway</body></html>",
        "",
        #"{"meals":[{"idMeal":"1""#,
    ])
    func malformedBodies(_ body: String) {
        #expect {
            try MealDBResponse<Recipe>.decode(.json(body))
        } throws: { error in
            guard case .malformedResponse = error as? MealDBError else { return false }
            return true
        }
    }

    // MARK: Round trip (favorites, the plan and the shopping list keep sous's own JSON)

    @Test("every snapshot meal, mapped into sous's model, survives its JSON")
    func roundTripWholeSnapshot() throws {
        let recipes = try Self.decodeMeals("api-style/meals.json").map(\.recipe)
        let encoded = try JSONEncoder().encode(recipes)
        let decoded = try JSONDecoder().decode([Recipe].self, from: encoded)
        #expect(decoded == recipes)
    }

    @Test("a recipe with more than 20 ingredients and every field set survives the round trip, in sous's own keys")
    func roundTripBeyondTwentySlots() throws {
        let meal = Recipe(
            id: "900001", name: "Grand Aïoli", alternateName: "Le grand aïoli",
            origin: RecipeOrigin(source: .edamam, url: URL(string: "https://example.com/aioli"), author: "Example Kitchen"),
            category: "Miscellaneous", area: "French", tags: ["Summer", "Party"], labels: ["Vegan"],
            thumbnailURL: URL(string: "https://www.themealdb.com/images/media/meals/x.jpg"),
            youtubeURL: URL(string: "https://www.youtube.com/watch?v=abc"),
            yield: RecipeYield(amount: 8, upTo: 10, unit: "rolls"), times: RecipeTimes(prep: 15, cook: 30, total: 60),
            nutrition: Nutrition(caloriesPerServing: 420),
            ingredients: (1...27).map { Ingredient(name: "Ingredient \($0)", measure: $0 % 3 == 0 ? "" : "\($0) g",
                                                  group: $0 > 20 ? "For the sauce" : nil) },
            steps: [RecipeStep("Step 1."), RecipeStep(paragraphs: ["Step 2.", "Serve."], section: "To finish")],
            dateModified: "2025-11-29 20:22:39")
        let data = try JSONEncoder().encode(meal)
        let decoded = try JSONDecoder().decode(Recipe.self, from: data)
        #expect(decoded == meal)
        #expect(decoded.ingredients.count == 27)

        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["strMeal"] == nil && object["name"] as? String == "Grand Aïoli")
        #expect((object["origin"] as? [String: Any])?["source"] as? String == "edamam")

        let minimal = Recipe(id: "900002", name: "Toast")
        #expect(try JSONDecoder().decode(Recipe.self, from: JSONEncoder().encode(minimal)) == minimal)
    }
}
