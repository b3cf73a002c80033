import Foundation

// sous-bench: the in-process figures of `make bench` (bench/bench.py reads its JSON).
//   sous-bench [--quick] [--fixtures DIR]   every in-process figure, as one JSON object on stdout
//   sous-bench session-script [N]           the scripted session's N lines (default 1000), for the pipe
//   sous-bench parse-ingredients [--folded] [--time]   ingredient lines on stdin, one JSON reading a line
//                                           (or the time a line)
//   sous-bench extract-page [--time] FILE…  saved web pages' recipes, one JSON object a page (bench/corpus_pages.py)
//   sous-bench cooklang-canonical FILE      Cooklang's canonical suite, one JSON result a case (bench/corpus_cooklang.py)
//   sous-bench cooklang-files FILE...       Cooklang files parsed, timed, mapped and written back, one JSON line a file
//   sous-bench write-cookbook DIR [N]       N recipes (default 1000) of the catalogue as Cooklang files in DIR
//   sous-bench saved-page FILE              the ~1 MB recipe page the cookbook figure imports, written to FILE
//   sous-bench catalog-food-words           the source of CatalogFoodWords (the catalogue's names read by the parser)
//   sous-bench favorites-home DIR N         a data directory DIR of N favorites as sous writes them (bench/bench.py)
//   sous-bench mealdb-rows                  every catalogue row as the parser reads it, to look for oddities
//   sous-bench only FIGURE [--quick]        one figure (decoding, commands, completion, persistence, catalog, cookbook, import), for a
//                                           profiler: valgrind --tool=callgrind .build/release/sous-bench only decoding --quick

/// Everything `sous-bench` measured, as bench/bench.py reads it. Times are in nanoseconds.
struct Report: Codable {
    var commands: CommandBench.Result?
    var completion: CompletionBench.Result?
    var decoding: DecodingBench.Result?
    var persistence: PersistenceBench.Result?
    var catalog: CatalogBench.Result?
    var cookbook: CookbookBench.Result?
    /// `only import`: the saved page's figures without the cookbook's searches.
    var pageImport: PageImportFigures?
}

struct PageImportFigures: Codable {
    var pageBytes: Int
    var pageExtract: Figure
    var pageImport: Figure
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "session-script" {
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
    print(SessionScript.lines(count: count).joined(separator: "\n"))
    exit(0)
}
if arguments.first == "favorites-home", arguments.count == 3, let count = Int(arguments[2]) {
    try await PersistenceBench.writeFavoritesHome(dataDirectory: URL(fileURLWithPath: arguments[1]), count: count)
    exit(0)
}
if arguments.first == "mealdb-rows" {
    try await ParseIngredients.mealDBRows()
    exit(0)
}
if arguments.first == "extract-page" { ExtractPage.run(arguments: arguments); exit(0) }
if arguments.first?.hasPrefix("cooklang-") == true { CooklangBench.run(arguments: arguments) }
if arguments.first == "write-cookbook", arguments.count > 1 {
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000
    let folder = URL(fileURLWithPath: arguments[1])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try await CookbookBench.writeCookbook(count: count, in: folder)
    exit(0)
}
if arguments.first == "saved-page", arguments.count > 1 {
    try Data(try await CookbookBench.page().utf8).write(to: URL(fileURLWithPath: arguments[1]))
    exit(0)
}
if arguments.first == "catalog-food-words" {
    await CatalogFoodWordsSource.print()
    exit(0)
}
if arguments.first == "parse-ingredients" {
    ParseIngredients.run(arguments: arguments)
    exit(0)
}
let quick = arguments.contains("--quick")
let only = arguments.firstIndex(of: "only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
func wanted(_ figure: String) -> Bool { only == nil || only == figure }
var fixtures = URL(fileURLWithPath: "Fixtures/mealdb/api-style")
if let flag = arguments.firstIndex(of: "--fixtures"), flag + 1 < arguments.count {
    fixtures = URL(fileURLWithPath: arguments[flag + 1])
}

func progress(_ text: String) { FileHandle.standardError.write(Data("sous-bench: \(text)\n".utf8)) }

do {
    var report = Report()
    if wanted("decoding") {
        progress("decoding the snapshot")
        report.decoding = try DecodingBench.run(file: fixtures.appendingPathComponent("meals.json"), rounds: quick ? 3 : 15)
    }
    if wanted("commands") {
        progress("1,000-command session")
        report.commands = try await CommandBench.run(lines: SessionScript.lines(), rounds: quick ? 1 : 5)
    }
    if wanted("completion") {
        progress("completion")
        report.completion = try await CompletionBench.run(
            completerName: "SousCore.Completer",
            makeCompleter: CompletionBench.real, rounds: quick ? 5 : 51)
    }
    if wanted("persistence") {
        progress("favorites and history at scale")
        report.persistence = try await PersistenceBench.run(
            favoriteCount: 10_000, historyCount: 5_000, rounds: quick ? 1 : 7)
    }
    if wanted("catalog") {
        progress("the offline catalogue: open every meal, cook, with")
        report.catalog = try await CatalogBench.run(rounds: quick ? 1 : 5)
    }
    if wanted("cookbook") {
        progress("a cookbook of 1,000 recipes: search; import of a 1 MB page")
        report.cookbook = try await CookbookBench.run(rounds: quick ? 1 : 7)
    }
    if only == "import" {
        progress("import of a 1 MB page")
        let page = try await CookbookBench.importPage(rounds: quick ? 1 : 7)
        report.pageImport = PageImportFigures(pageBytes: page.bytes, pageExtract: page.extract, pageImport: page.imported)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    FileHandle.standardOutput.write(try encoder.encode(report))
    print()
} catch {
    progress("failed: \(error)")
    exit(1)
}
