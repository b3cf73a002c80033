import MealKit
@testable import SousCore
import Testing

@Suite("Command parser")
struct CommandParserTests {
    private func parse(_ line: String) -> Result<Command, SousError>? { CommandParser.parse(line) }

    @Test("words, aliases and arguments become commands", arguments: [
        ("categories", Command.categories), ("cats", .categories), ("CAT Beef", .category("Beef")),
        ("category  sea food ", .category("sea food")), ("areas", .areas), ("cuisines", .areas),
        ("cuisine Italian", .area("Italian")), ("ingredients", .ingredients(prefix: nil)),
        ("ings chick", .ingredients(prefix: "chick")), ("ing chicken breast", .ingredient("chicken breast")),
        ("search mac & cheese", .search("mac & cheese")), ("s pie", .search("pie")), ("/ pie", .search("pie")),
        ("/pie", .search("pie")), ("letter b", .letter("b")), ("n", .next), ("next", .next), ("p", .previous),
        ("page 3", .page(3)), ("page -1", .page(-1)), ("first", .first), ("last", .last), ("ls", .list),
        ("list", .list), ("open 3", .open(.number(3))), ("o 52772", .open(.number(52772))),
        ("open beef wellington", .open(.name("beef wellington"))), ("random", .random(count: 1)),
        ("random 5", .random(count: 5)), ("fav", .favorite(nil)), ("fav 4", .favorite(.number(4))),
        ("unfav", .unfavorite(nil)), ("unfav 2", .unfavorite(.number(2))), ("favs", .favorites),
        ("favorites", .favorites), ("history", .history(limit: nil)), ("history 50", .history(limit: 50)),
        ("help", .help(topic: nil)), ("? open", .help(topic: "open")), ("?open", .help(topic: "open")),
        ("retry", .retry), ("clear", .clear), ("quit", .quit), ("exit", .quit), ("search crème brûlée", .search("crème brûlée")),
        ("today", .today), ("tour", .tour), ("img", .image(nil)), ("image 3", .image(.number(3))),
        ("img beef w", .image(.name("beef w"))),
    ])
    func parses(line: String, command: Command) {
        #expect(parse(line) == .success(command))
    }

    @Test("blank lines are nothing to do")
    func blank() {
        #expect(parse("") == nil)
        #expect(parse("    ") == nil)
        #expect(parse("\t") == nil)
    }

    @Test("mistakes get one clear reason", arguments: [
        ("blah", SousError.unknownCommand("blah", suggestion: nil)),
        ("serch pie", .unknownCommand("serch", suggestion: "search")),
        ("cat", .missingArgument(usage: "cat <category|n>")),
        ("search a", .searchTooShort("a")),
        ("letter ab", .notALetter("ab")),
        ("letter 1", .notALetter("1")),
        ("open 99999999999999999999", .notANumber("99999999999999999999", usage: "open <n|id|name>")),
        ("page two", .notANumber("two", usage: "page <n>")),
        ("random 1000000", .numberOutOfRange("1000000", allowed: 1...25)),
        ("random 0", .numberOutOfRange("0", allowed: 1...25)),
        ("next 2", .unexpectedArgument(command: "next", usage: "next")),
        ("history 0", .numberOutOfRange("0", allowed: 1...5_000)),
        ("today 3", .unexpectedArgument(command: "today", usage: "today")),
        ("tour me", .unexpectedArgument(command: "tour", usage: "tour")),
    ])
    func rejects(line: String, error: SousError) {
        #expect(parse(line) == .failure(error))
    }

    @Test("every command in the vocabulary parses and has help")
    func vocabularyIsComplete() {
        for spec in CommandSpec.all {
            let line = spec.examples.first ?? spec.name
            guard case .success = parse(line) else {
                Issue.record("example '\(line)' of \(spec.name) does not parse")
                continue
            }
            #expect(!spec.summary.isEmpty)
        }
        let words = CommandSpec.all.flatMap(\.words)
        #expect(Set(words).count == words.count, "no word names two commands")
    }

    @Test("error messages read as one line with what to do")
    func messages() {
        #expect(SousError.noItem(99, count: 75).message == "no item 99 here: this listing has 1–75")
        #expect(SousError.noPicture("Toast").message == "Toast has no picture")
        #expect(SousError.noSuchName(.category, "Beeef", suggestion: "Beef").message == "no category 'Beeef'. Did you mean Beef?")
        #expect(SousError.unknownCommand("serch", suggestion: "search").message == "unknown command 'serch'. Did you mean search?")
        for error in [SousError.noListing, .nothingOpen, .alreadyOnFirstPage, .source(.timedOut)] {
            #expect(!error.message.contains("\n"))
        }
    }
}

@Suite("Name matching")
struct NameMatcherTests {
    let categories = ["Beef", "Breakfast", "Chicken", "Dessert", "Seafood", "Side", "Starter"]

    @Test("exact, prefix, ambiguous, and typo suggestions")
    func matching() {
        #expect(NameMatcher.match("beef", among: categories) == .found("Beef"))
        #expect(NameMatcher.match("bee", among: categories) == .found("Beef"))
        #expect(NameMatcher.match("sea", among: categories) == .found("Seafood"))
        #expect(NameMatcher.match("s", among: categories) == .ambiguous(["Seafood", "Side", "Starter"]))
        #expect(NameMatcher.match("Beeef", among: categories) == .notFound(suggestion: "Beef"))
        #expect(NameMatcher.match("Chikcen", among: categories) == .notFound(suggestion: "Chicken"))
        #expect(NameMatcher.match("zzzzzz", among: categories) == .notFound(suggestion: nil))
    }

    @Test("accents and case do not matter")
    func folding() {
        let names = ["Šúĺlance s Makom", "Crème Brûlée"]
        #expect(NameMatcher.match("sulla", among: names) == .found("Šúĺlance s Makom"))
        #expect(NameMatcher.match("CREME", among: names) == .found("Crème Brûlée"))
    }
}
