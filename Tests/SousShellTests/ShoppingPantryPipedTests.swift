import Foundation
import Testing

/// The shopping list, pantry and scaling commands through a pipe of the real binary: a session from a recipe to the shopping
/// list, scaling, the pantry and the searches it drives.
@Suite("Piped session: shopping list, pantry, scaling (real binary)", .serialized)
struct ShoppingPantryPipedTests {
    @Test("open, shop add, shop, shop check 1, scale 2, pantry add, cook, with")
    func shoppingSession() throws {
        let home = try TemporaryHome()
        let input = """
            cat Beef
            open 3
            shop add
            shop add 1 2
            shop
            shop check 1
            shop
            scale 2
            set units metric
            open 3 x0.5
            pantry add eggs, flour, milk
            pantry
            cook
            open 1
            with chicken, lemon
            open 1
            pantry remove milk, flour
            pantry

            """
        let run = try home.run(input: input)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        let out = run.stdout
        #expect(out.contains("+ Arepa pelua on the shopping list (1 meal, 11 items): shop shows it"))
        #expect(out.contains("on the shopping list (3 meals,"))
        #expect(out.contains(" Shopping list · 3 meals · "))
        // Item 1 is the first of the first aisle: produce.
        #expect(out.contains("✓ fried ripe bananas ticked off"), "the message names it as the list does")
        #expect(out.contains(" · 1 ticked off"))
        #expect(out.contains(" produce\n    1  ✓ fried ripe bananas "))
        #expect(out.contains(" scaled ×2\n"))
        #expect(out.contains("   1 kg      Beef\n"), "500g doubled")
        #expect(out.contains("   5 cups    Water\n"), "2 1/2 cups doubled")
        #expect(out.contains(" scaled ×0.5 · metric units\n"))
        #expect(out.contains("   300 ml   Water\n"), "1 ¼ cups in millilitres")
        #expect(out.contains("+ eggs, flour, milk in the pantry (3 items)"))
        #expect(out.contains(" Pantry · 3 items"))
        #expect(out.contains(" From your pantry · "))
        #expect(out.contains("    1  Home-made Mandazi · 3/4 · missing: sugar"))
        #expect(out.contains(" Home-made Mandazi · id "), "open 1 opens the ranked meal")
        #expect(out.contains(" With chicken, lemon · 10 meals · page 1/1"), "chicken stock is not chicken")
        #expect(out.contains(" Tandoori chicken · id "))
        #expect(out.contains("- milk, flour out of the pantry (1 item left)"))
        #expect(out.contains(" Pantry · 1 item\n   eggs"))
        for line in out.split(separator: "\n") where !line.contains("http") {
            #expect(line.count <= 80, "[\(line)]")
        }
    }

    @Test("Chickpea Fajitas and Thai Green Curry: limes and kaffir lime leaves are two items, 'juice of' kept")
    func limesAndKaffirLeaves() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "open 52870\nshop add\nopen 52814\nshop add\nshop\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let out = run.stdout
        #expect(!out.contains("3, Chopped"))
        let lines = out.split(separator: "\n").map(String.init)
        // The list's row: "    6    lime                    juice of 1".
        let lime = lines.first { $0.split(separator: " ").dropFirst().first == "lime" }
        #expect(lime?.hasSuffix("juice of 1") == true, "\(lime ?? "no lime item")")
        #expect(lines.contains { $0.contains("kaffir lime leaf") && $0.hasSuffix(" 2") })
    }

    @Test("a ticked item that grows is no longer ticked: the extra half teaspoon of garlic is shown")
    func tickedItemGrows() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "open 52772\nshop add\nshop check 1\nopen 52772 x2\nshop add\nshop\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("✓ minced garlic ticked off"))
        #expect(!run.stdout.contains("✓ minced garlic        1 tsp"))
        #expect(run.stdout.contains("   1    minced garlic        1 tsp (+½ tsp since ticked off)"))
    }

    @Test("the pantry's chicken and garlic do not stand for chicken stock and garlic powder")
    func pantryByFood() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "pantry add chicken, rice, garlic\nwith chicken, rice, garlic\ncook\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stdout.contains("Stuffed Lamb Tomatoes"))
        #expect(!run.stdout.contains("Egyptian Fatteh"))
    }

    @Test("shopping and pantry mistakes go to stderr with their line numbers")
    func shoppingErrors() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "shop check 1\nscale 2\ncook\ncat Beef\nopen 3\nshop add\nshop check 99\nscale 0\nscale abc\npantry add\nwith\nset units imperial\n")
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").map(String.init) == [
            "line 1: the shopping list is empty: open a meal and type shop add",
            "line 2: no meal is open: open one first (open 3), or give its number",
            "line 3: the pantry is empty: pantry add eggs, flour, milk",
            "line 7: no item 99 on the shopping list: it has items 1–11",
            "line 8: scale 0 is out of range: use more than 0 and at most 100",
            "line 9: 'abc' is not a scale: use a number such as 2, 1.5 or 1/2",
            "line 10: missing argument: usage is pantry add <ingredient>[, …]",
            "line 11: missing argument: usage is with <ingredient>, …",
            "line 12: units are metric, us or original (got 'imperial')",
        ])
    }

    @Test("shop check takes several numbers and ranges; shop uncheck on an unticked item says it was not ticked")
    func shopCheckSeveral() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: """
            open 52772
            shop add
            shop
            shop check 1 3-4
            shop uncheck 4 5
            shop check 2-99

            """)
        #expect(run.stdout.contains(" ticked off\n"))
        let ticked = try #require(run.stdout.split(separator: "\n").first { $0.contains("✓") && $0.hasSuffix("ticked off") })
        #expect(ticked.split(separator: ",").count == 3, "three items ticked in one line: \(ticked)")
        #expect(run.stdout.contains("is back on the list · ") && run.stdout.contains(" was not ticked"))
        #expect(run.stderr.contains("line 6: no item 9 on the shopping list: it has items 1–8"))
        #expect(run.stderr.split(separator: "\n").count == 1, "only line 6 is an error: \(run.stderr)")
    }

    @Test("shop uncheck-all puts every ticked item back on the list, and the next run sees none ticked")
    func shopUncheckAll() throws {
        let home = try TemporaryHome()
        let first = try home.run(arguments: ["--source", "offline"], input: """
            open 52772
            shop add
            shop
            shop check 1 3-4
            shop uncheck-all
            shop uncheck-all

            """)
        #expect(first.stdout.contains("3 items are back on the list\n"))
        #expect(first.stdout.contains("nothing on the shopping list is ticked off\n"))
        let again = try home.run(arguments: ["--source", "offline"], input: "shop\n")
        #expect(again.stdout.contains("Shopping list · 1 meal · "), "the list itself is kept")
        #expect(!again.stdout.contains("ticked off") && !again.stdout.contains("✓"), "nothing ticked after a restart")
    }
}
