import MealKit
import Testing
@testable import SousCore

@Suite("Command parser: shop, pantry, cook, with, scale, units")
struct ShoppingPantryParserTests {
    @Test("shop, pantry, cook, with, scale, open n xF and set units parse", arguments: [
        ("shop", Command.shop(.show)), ("shop add", .shop(.add([]))), ("shop add 2 5", .shop(.add([2, 5]))),
        ("shop add 2,5", .shop(.add([2, 5]))), ("shop remove", .shop(.remove(nil))), ("shop rm 3", .shop(.remove(3))),
        ("shop check 1", .shop(.check([1]))), ("SHOP Uncheck 12", .shop(.uncheck([12]))),
        ("shop check 1 5 7-9", .shop(.check([1, 5, 7, 8, 9]))), ("shop uncheck 3-4, 1 3", .shop(.uncheck([3, 4, 1]))), ("shop clear", .shop(.clear)), ("shop uncheck-all", .shop(.uncheckAll)),
        ("pantry", .pantry(.show)), ("pantry add eggs, flour, milk", .pantry(.add(["eggs", "flour", "milk"]))),
        ("pantry add salt and pepper", .pantry(.add(["salt", "pepper"]))),
        ("pantry remove olive oil", .pantry(.remove(["olive oil"]))),
        ("pantry remove rice, beef and eggs", .pantry(.remove(["rice", "beef", "eggs"]))), ("pantry clear", .pantry(.clear)),
        ("cook", .cook), ("with chicken, lemon", .with(["chicken", "lemon"])), ("with eggs", .with(["eggs"])),
        ("scale 2", .scale(2)), ("scale 1.5", .scale(1.5)), ("scale 1/2", .scale(0.5)), ("scale ½", .scale(0.5)),
        ("scale x3", .scale(3)), ("scale 2x", .scale(2)), ("scale 100", .scale(100)),
        ("open 3 x2", .openScaled(.number(3), scale: 2)), ("open 3 ×1.5", .openScaled(.number(3), scale: 1.5)),
        ("open 3 x 2", .openScaled(.number(3), scale: 2)), ("open beef pie x2", .openScaled(.name("beef pie"), scale: 2)),
        ("open tex mex", .open(.name("tex mex"))), 
        ("set units metric", .settings(.change(.units, to: "metric"))), ("set units US", .settings(.change(.units, to: "us"))),
        ("set units original", .settings(.change(.units, to: "original"))),
    ])
    func parses(line: String, command: Command) {
        #expect(CommandParser.parse(line) == .success(command))
    }

    @Test("every bad input gets one clear reason", arguments: [
        ("scale", SousError.missingArgument(usage: "scale <factor>")),
        ("scale 0", .scaling(.outOfRange("0"))),
        ("scale -2", .scaling(.outOfRange("-2"))),
        ("scale 101", .scaling(.outOfRange("101"))),
        ("scale abc", .scaling(.notAScale("abc"))),
        ("scale 1/0", .scaling(.notAScale("1/0"))),
        ("scale 2 eggs", .scaling(.notAScale("2 eggs"))),
        ("open 3 xabc", .scaling(.notAScale("xabc"))), ("open 3 xo", .scaling(.notAScale("xo"))),
        ("open 3 x0", .scaling(.outOfRange("x0"))),
        ("shop frob", .unknownAction(command: "shop", word: "frob", actions: ["add", "remove", "check", "uncheck", "uncheck-all", "clear"])),
        ("shop check", .missingArgument(usage: "shop check <n …>")),
        ("shop check one", .notANumber("one", usage: "shop check <n>")),
        ("shop check 9-7", .notANumber("9-7", usage: "shop check <n …>")),
        ("shop uncheck 1-x", .notANumber("1-x", usage: "shop uncheck <n …>")),
        ("shop uncheck-all 3", .unexpectedArgument(command: "shop uncheck-all", usage: "shop uncheck-all")),
        ("shop check 1-99999999", .numberOutOfRange("1-99999999", allowed: 1...1_000)),
        ("shop remove 1 2", .unexpectedArgument(command: "shop remove", usage: "shop remove [n]")),
        ("shop add two", .notANumber("two", usage: "shop add <n>")),
        ("shop clear now", .unexpectedArgument(command: "shop clear", usage: "shop clear")),
        ("pantry add", .missingArgument(usage: "pantry add <ingredient>[, …]")),
        ("pantry add , ,", .missingArgument(usage: "pantry add <ingredient>[, …]")),
        ("pantry remove", .missingArgument(usage: "pantry remove <ingredient>[, …]")),
        ("pantry eat", .unknownAction(command: "pantry", word: "eat", actions: ["add", "remove", "clear"])),
        ("cook now", .unexpectedArgument(command: "cook", usage: "cook")),
        ("with", .missingArgument(usage: "with <ingredient>, …")),
        ("with ,", .missingArgument(usage: "with <ingredient>, …")),
        ("set colr on", .settings(.unknownSetting("colr", suggestion: "color"))),
        ("set units imperial", .settings(.badValue(.units, got: "imperial"))),
    ])
    func rejects(line: String, error: SousError) {
        #expect(CommandParser.parse(line) == .failure(error))
    }

    @Test("the messages read as one line each")
    func messages() {
        #expect(SousError.shopping(.noItem(99, count: 12)).message == "no item 99 on the shopping list: it has items 1–12")
        #expect(SousError.shopping(.noItem(2, count: 1)).message == "no item 2 on the shopping list: it has only item 1")
        #expect(SousError.scaling(.outOfRange("0")).message == "scale 0 is out of range: use more than 0 and at most 100")
        #expect(SousError.scaling(.notAScale("abc")).message == "'abc' is not a scale: use a number such as 2, 1.5 or 1/2")
        #expect(SousError.unknownAction(command: "pantry", word: "eat", actions: ["add", "remove", "clear"]).message
                == "pantry has no 'eat': use add, remove or clear")
    }

    @Test("the new commands' summaries fit the help overview")
    func summaries() {
        for name in ["shop", "scale", "pantry", "cook", "with", "set"] {
            let spec = CommandSpec.named(name)
            #expect(spec != nil)
            #expect((spec?.summary.count ?? 99) <= 50, "\(name)")
            #expect(!(spec?.examples.isEmpty ?? true))
        }
    }
}
