import Foundation
import Testing
@testable import MealKit

/// The Cooklang parser, construct by construct, on small recipes written for these tests.
@Suite("Cooklang parser")
struct CooklangParserTests {
    private func items(_ text: String) -> [CooklangItem] {
        CooklangParser.parse(text).steps.first?.items ?? []
    }

    private func ingredient(_ text: String) -> CooklangIngredient? {
        CooklangParser.parse(text).steps.flatMap(\.ingredients).first
    }

    @Test("ingredients: one word, several words with {}, amounts, units, fractions and notes")
    func ingredients() {
        #expect(items("Then add @salt and @ground black pepper{} to taste.") == [
            .text("Then add "), .ingredient(CooklangIngredient(name: "salt", line: 1, column: 10)), .text(" and "),
            .ingredient(CooklangIngredient(name: "ground black pepper", line: 1, column: 20)), .text(" to taste."),
        ])
        #expect(ingredient("Poke holes in @potato{2}.")?.quantity == CooklangQuantity(value: .number(2)))
        #expect(ingredient("Place @bacon strips{1%kg} on a sheet")?.quantity == CooklangQuantity(value: .number(1), unit: "kg"))
        #expect(ingredient("@syrup{1/2%tbsp}")?.quantity?.amount == 0.5)
        #expect(ingredient("@flour{1 1/2 % cups}")?.quantity == CooklangQuantity(value: .number(1.5), unit: "cups"))
        #expect(ingredient("@milk{01/2%cup}")?.quantity?.value == .text("01/2"))
        #expect(ingredient("@thyme{few%sprigs}")?.quantity == CooklangQuantity(value: .text("few"), unit: "sprigs"))
        let onion = ingredient("Mix @onion{1}(peeled and finely chopped) into paste.")
        #expect(onion?.note == "peeled and finely chopped")
        #expect(onion?.name == "onion")
        #expect(items("@chilli cut into pieces").last == .text(" cut into pieces"))
    }

    @Test("a name ends at punctuation, spaces of any kind, and the next component; emoji and digits are names")
    func wordEnds() {
        #expect(ingredient("Add @chilli, then serve")?.name == "chilli")
        #expect(ingredient("Add @chilli⸫ then bake")?.name == "chilli")
        #expect(ingredient("Add @chilli\u{2009}then bake")?.name == "chilli")
        #expect(ingredient("Add some @🧂")?.name == "🧂")
        #expect(ingredient("@5peppers")?.name == "5peppers")
        #expect(CooklangParser.parse("Add @salt and @pepper{}").steps[0].ingredients.map(\.name) == ["salt", "pepper"])
        #expect(items("Message @ example{}") == [.text("Message @ example{}")])
        #expect(items("Recipe # 5") == [.text("Recipe # 5")])
        #expect(items("Email me@ example") == [.text("Email me@ example")])
    }

    @Test("cookware with and without quantities")
    func cookware() {
        let step = CooklangParser.parse("Place in a #pot, mash with a #potato masher{} in #pans{2} or #frying pan{two small}").steps[0]
        #expect(step.cookware.map(\.name) == ["pot", "potato masher", "pans", "frying pan"])
        #expect(step.cookware.map(\.quantity) == [nil, nil, CooklangQuantity(value: .number(2)),
                                                  CooklangQuantity(value: .text("two small"))])
    }

    @Test("timers: unnamed, named, one word, ranges; `~ {5}` is text")
    func timers() {
        let step = CooklangParser.parse("Bake for ~{25%minutes}, boil the eggs ~eggs{3%minutes}, let it ~rest, knead ~{10-20%minutes}")
            .steps[0]
        #expect(step.timers.map(\.name) == [nil, "eggs", "rest", nil])
        #expect(step.timers[0].quantity == CooklangQuantity(value: .number(25), unit: "minutes"))
        #expect(step.timers[2].quantity == nil)
        #expect(step.timers[3].quantity?.value == .range(10, 20))
        #expect(items("It is ~ {5}") == [.text("It is ~ {5}")])
        let unitless = CooklangParser.parse("Wait ~{5}")
        #expect(unitless.warnings.map(\.description) == ["1:6: warning: the timer `5` has no unit: write `~{5%minutes}`"])
    }

    @Test("a front matter with Windows line ends (CRLF) reads as with line feeds")
    func frontMatterWithCRLF() {
        let text = "---\r\ntitle: Risotto\r\ntags:\r\n  - italian\r\n  - rice\r\nservings: 4\r\n---\r\nStir the @rice{300%g}.\r\n"
        let document = CooklangParser.parse(text)
        #expect(document.errors.isEmpty, "\(document.errors)")
        #expect(document.metadata.text("title") == "Risotto")
        #expect(document.metadata.value("tags") == .list(["italian", "rice"]))
        #expect(document.metadata.text("servings") == "4")
    }

    @Test("YAML front matter: values, lists, nested maps, quotes, block text; `---` later is text")
    func frontMatter() {
        let text = """
        ---
        title: "Risotto: the classic"
        servings: 4
        tags:
          - italian
          - rice
        diet: [vegetarian, gluten-free]
        source:
          name: Nonna
          url: https://example.org/risotto
        description: |
          Creamy.
          Slow.
        cooking time    :30 mins # a comment
        ---
        Stir @rice{320%g}.
        """
        let document = CooklangParser.parse(text)
        #expect(document.diagnostics.isEmpty)
        #expect(document.metadata.text("title") == "Risotto: the classic")
        #expect(document.metadata.value("tags") == .list(["italian", "rice"]))
        #expect(document.metadata.value("diet")?.items == ["vegetarian", "gluten-free"])
        #expect(document.metadata.text("source.url") == "https://example.org/risotto")
        #expect(document.metadata.text("description") == "Creamy.\nSlow.")
        #expect(document.metadata.text("Cooking Time") == "30 mins")
        #expect(document.steps.count == 1)
        #expect(CooklangParser.parse("hello ---\nsourced: x\n---").steps[0].items == [.text("hello --- sourced: x ---")])
    }

    @Test("the older `>> key: value` metadata")
    func oldMetadata() {
        let document = CooklangParser.parse(">> servings: 2\n>> source: https://example.org\n\nCook @rice{1%cup}.")
        #expect(document.metadata.text("servings") == "2")
        #expect(document.metadata.text("source") == "https://example.org")
        #expect(document.steps.count == 1)
    }

    @Test("sections, with or without closing = and names; notes between steps")
    func sectionsAndNotes() {
        let text = """
        = Dough

        Mix @flour{200%g} and @water{100%ml}.

        > Rest it somewhere warm.

        == Filling ==
        Combine @cheese{100%g}.
        Then @spinach{50%g}.

        ==

        Bake.
        """
        let document = CooklangParser.parse(text)
        #expect(document.sections.map(\.name) == ["Dough", "Filling", nil])
        #expect(document.sections[0].content.count == 2)
        #expect(document.sections[0].content[1] == .note("Rest it somewhere warm."))
        #expect(document.sections[1].steps.count == 1)
        #expect(document.sections[1].steps[0].ingredients.map(\.name) == ["cheese", "spinach"])
    }

    @Test("comments: to the line's end, blocks over lines; a comment-only line parts steps")
    func comments() {
        #expect(items("@thyme{2%sprigs} -- a comment\nand some text").last == .text("  and some text"))
        #expect(items("Slowly add @milk{4%cup} [- TODO litres -], keep mixing").last == .text(" , keep mixing"))
        let blocks = CooklangParser.parse("[- a comment\nover lines -]\nStep one.\n-- between\nStep two.")
        #expect(blocks.steps.map(\.items) == [[.text("Step one.")], [.text("Step two.")]])
        #expect(CooklangParser.parse("-- only a comment").steps.isEmpty)
    }

    @Test("a `\\` at a line's end keeps the line break; before another character it makes it plain")
    func backslashes() {
        #expect(items("Lay out the rice paper.\\\nTop with avocado.") == [.text("Lay out the rice paper.\nTop with avocado.")])
        #expect(items("Email chef\\@example.org") == [.text("Email chef@example.org")])
    }

    @Test("fixed quantities, recipe references and cooklang-rs modifiers")
    func modifiers() {
        let salt = ingredient("Season with @salt{=1%tsp}.")
        #expect(salt?.quantity == CooklangQuantity(value: .number(1), unit: "tsp", isFixed: true))
        let pesto = ingredient("Pour over with @./Sauces/Pesto{150%g}.")
        #expect(pesto?.name == "Pesto")
        #expect(pesto?.recipePath == "Sauces/Pesto")
        #expect(pesto?.modifiers == .recipe)
        #expect(ingredient("Add @@Pesto{}")?.recipePath == "Pesto")
        let step = CooklangParser.parse("@&flour{} @?cheese{} @-salt{} @+salt{1%g} @&(=1)salsa @tortilla|wrap{2}").steps[0]
        #expect(step.ingredients.map(\.modifiers) == [.reference, .optional, .hidden, .new, .reference, []])
        #expect(step.ingredients.map(\.name) == ["flour", "cheese", "salt", "salt", "salsa", "tortilla"])
        #expect(step.ingredients.last?.shownName == "wrap")
        let twice = CooklangParser.parse("Add @??cheese{}")
        #expect(twice.errors.map(\.description) == ["1:7: error: the modifier `?` is written twice"])
    }

    @Test("`[mode]: ingredients` lists ingredients outside the steps")
    func ingredientsMode() {
        let document = CooklangParser.parse(">> [mode]: ingredients\n@flour{200%g}\n@salt{}\n\n>> [mode]: default\n\nMix.")
        #expect(document.listedIngredients.map(\.name) == ["flour", "salt"])
        #expect(document.steps.map(\.items) == [[.text("Mix.")]])
        #expect(document.metadata.isEmpty)
    }

    @Test("errors name the file, line and column, one line each, and the rest of the file is read")
    func errors() {
        let text = "---\ntitle: Soup\nthis line is no key value\n---\nAdd @ground pepper{2%tsp to taste.\n\nStir @{2} in.\n\nBoil ~{}.\n\n[- never closed"
        let document = CooklangParser.parse(text, file: "Dinner/Soup.cook")
        #expect(document.metadata.text("title") == "Soup")
        #expect(document.errors.map(\.description) == [
            "Dinner/Soup.cook:3:1: error: a front matter line is `key: value`; this one has no `:`",
            "Dinner/Soup.cook:11:1: error: the block comment `[-` is never closed by `-]`",
            "Dinner/Soup.cook:5:19: error: the `{` of this ingredient is never closed by `}` on its line",
            "Dinner/Soup.cook:7:6: error: this ingredient has no name: write `@name{…}`",
            "Dinner/Soup.cook:9:6: error: this timer has neither a time nor a name: write `~{25%minutes}`",
        ])
        #expect(document.steps.count == 3)
        #expect(document.steps[0].ingredients.map(\.name) == ["ground"])
        #expect(document.errors.allSatisfy { !$0.description.contains("\n") })
    }

    @Test("hostile input: binary, unclosed everything, deep braces, huge numbers; never a trap")
    func hostile() {
        let inputs = [
            String(decoding: [0xFF, 0xFE, 0x00, 0x40, 0xC3, 0x28, 0x7E, 0x7B], as: UTF8.self),
            String(repeating: "{", count: 10_000) + "@" + String(repeating: "(", count: 10_000),
            "@x{99999999999999999999999999999%g} ~{1e400%minutes} #p{1/0}",
            "---\n" + String(repeating: "a:\n ", count: 2_000),
            String(repeating: "@a|b|c{} #&?-+x{} ~~~ [- -] -- \\", count: 500),
            "\u{202E}@evil{1}\u{1B}[31m",
            "---",
            "",
        ]
        for input in inputs {
            let document = CooklangParser.parse(input)
            _ = Recipe(cooklang: document, path: "x.cook")
            #expect(document.diagnostics.count <= CooklangParser.diagnosticLimit + 1)
        }
        #expect(ingredient("@x{1/0%g}")?.quantity?.value == .text("1/0"))
    }
    @Test("what the writer writes reads with no error (fuzzing reproducers)")
    func writtenReadsClean() {
        let inputs: [[UInt8]] = [
            [142, 142, 142, 142, 142, 149, 142, 253, 142, 142, 125, 32, 64, 98, 189, 123, 48, 32, 47, 32, 50, 32, 37, 1, 0, 0, 255, 98, 117, 112, 125, 32, 64, 99, 123, 46, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 47, 105, 101, 115, 32, 167, 167, 40, 111, 112, 116, 105, 111, 167, 167, 167, 167, 167, 167, 217, 155, 132, 139, 119, 111, 32, 93, 115, 109, 97, 108, 108, 125, 32, 126, 101, 123, 48, 46, 53, 37, 104, 125, 32, 64, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 62, 62, 32, 115, 97, 32, 64, 116, 111, 114, 116, 123, 125, 32, 64, 45, 119, 97, 101, 0, 116, 101, 114, 32, 64, 43, 115, 97, 255, 255, 255, 255, 255, 62, 32, 115, 97, 32, 64, 116, 111, 114, 116, 123, 125, 32, 64, 45, 119, 97, 101, 0, 116, 101, 114, 32, 64, 43, 115, 97, 255, 255, 255, 255, 255, 255, 255, 40, 61, 41, 48, 115, 125, 32, 45, 45, 32, 99, 111, 0, 0, 0, 0, 0, 0, 0, 0, 32, 98, 108, 111, 99, 255, 255, 255, 255, 255, 255, 255, 255, 107, 188, 45, 93, 32, 255, 101, 255, 110, 240, 100],
            [45, 90, 90, 90, 90, 90, 64, 97, 123, 48, 49, 47, 50, 37, 99, 117, 112, 125, 32, 64, 98, 123, 49, 32, 47, 32, 50, 32, 37, 99, 117, 112, 125, 32, 64, 99, 123, 55, 32, 107, 32, 125, 32, 35, 100, 123, 116, 119, 111, 32, 115, 109, 97, 108, 108, 125, 32, 126, 101, 123, 49, 46, 53, 37, 104, 125, 32, 64, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 121, 123, 32, 91, 45, 32, 110, 101, 118, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 240, 159, 167, 130, 32, 64, 99, 104, 105, 108, 108, 105, 226, 184, 171, 32, 126, 114, 101, 115, 116, 226, 128, 137, 116, 104, 101, 110, 50, 125, 32, 126, 123, 125, 32, 64, 120, 123, 50, 32, 35, 121, 123, 32, 91, 45, 32, 110, 101, 118, 101, 114, 32, 99, 108, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 111, 115, 101, 100],
            [64, 97, 123, 48, 49, 47, 50, 37, 99, 117, 112, 46, 46, 47, 98, 123, 49, 32, 47, 32, 50, 32, 37, 92, 117, 112, 125, 32, 64, 99, 46, 0, 88, 123, 55, 32, 107, 32, 125, 32, 35, 100, 123, 116, 119, 111, 112, 125, 32, 64, 98, 123, 49, 32, 47, 32, 50, 32, 37, 92, 255, 255, 116, 108, 101, 32, 91, 45, 32, 39, 101, 118, 101, 114, 32, 99, 108, 111, 115, 101, 100, 97, 108, 108, 125, 32, 31, 128, 217, 116, 104, 101, 110],
        ]
        for bytes in inputs {
            let recipe = Recipe(cooklang: CooklangParser.parse(String(decoding: bytes, as: UTF8.self)), path: "f.cook")
            let written = CooklangWriter.write(recipe)
            let again = CooklangParser.parse(written)
            #expect(again.errors == [], "\(written.debugDescription)")
        }
    }
}
