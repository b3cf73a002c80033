import MealKit
import Testing
@testable import SousCore

/// `today`, `export`, `img` and `tour` as typed.
@Suite("Command parser: today, export, img, tour")
struct TodayExportImgTourParserTests {
    @Test("lines become commands", arguments: [
        ("today", Command.today), ("tour", .tour), ("img", .image(nil)), ("image 3", .image(.number(3))),
        ("img beef w", .image(.name("beef w"))),
        ("export", .export(ExportRequest())),
        ("export 3", .export(ExportRequest(item: 3))),
        ("export 3 ~/teriyaki.md", .export(ExportRequest(item: 3, path: "~/teriyaki.md"))),
        ("export notes/my recipe.md", .export(ExportRequest(path: "notes/my recipe.md"))),
        ("export 3 file.md --force", .export(ExportRequest(item: 3, path: "file.md", force: true))),
        ("export --json", .export(ExportRequest(format: .json))),
        ("export --json 52772 meal.json -f", .export(ExportRequest(item: 52772, path: "meal.json", format: .json, force: true))),
        ("export 2024.md", .export(ExportRequest(path: "2024.md"))),
        ("export 2024-12-01", .export(ExportRequest(path: "2024-12-01"))),
        ("export ./1e308", .export(ExportRequest(path: "./1e308"))),
        ("export 3 nan", .export(ExportRequest(item: 3, path: "nan"))),
    ])
    func parses(line: String, command: Command) {
        #expect(CommandParser.parse(line) == .success(command))
    }

    @Test("mistakes get one clear reason", arguments: [
        ("today 3", SousError.unexpectedArgument(command: "today", usage: "today")),
        ("tour me", .unexpectedArgument(command: "tour", usage: "tour")),
        ("export 3 x.md --forse", .unknownOption("--forse", usage: "export [n] [file] [--cooklang|--schema|--json] [--force]")),
        // A bare word that reads as a number is a listing number, never a file's name.
        ("export 9223372036854775808", .notAnItemNumber("9223372036854775808")),
        ("export nan", .notAnItemNumber("nan")), ("export 1e308", .notAnItemNumber("1e308")),
        ("export ½", .notAnItemNumber("½")), ("export -inf x.md", .notAnItemNumber("-inf")),
        ("export 2.5", .notAnItemNumber("2.5")),
    ])
    func rejects(line: String, error: SousError) {
        #expect(CommandParser.parse(line) == .failure(error))
    }

    @Test("the new errors read as one line with what to do")
    func messages() {
        #expect(SousError.fileExists("/tmp/x.md").message == "/tmp/x.md already exists: add --force to replace it")
        #expect(SousError.exportFailed(path: "/nope/x.md", reason: "No such file or directory").message
            == "cannot write /nope/x.md: No such file or directory")
        #expect(SousError.unknownOption("--forse", usage: "export [n] [file] [--cooklang|--schema|--json] [--force]").message
            == "unknown option '--forse': usage is export [n] [file] [--cooklang|--schema|--json] [--force]")
        #expect(SousError.noPicture("Toast").message == "Toast has no picture")
        #expect(SousError.notAnItemNumber("1e308").message
            == "no item 1e308 here: for a file of that name, type ./1e308")
        #expect(SousError.notAFileToReplace(path: "/tmp/l", kind: .symbolicLink).message
            == "/tmp/l is a symbolic link: export neither writes through a link nor replaces one")
        #expect(SousError.notAFileToReplace(path: "/tmp/f", kind: .other).message
            == "/tmp/f is not a regular file (a device, FIFO or socket): export replaces only a regular file")
    }
}
