import Foundation

// sous-bench: the in-process figures of `make bench` (bench/bench.py reads its JSON).
//   sous-bench [--quick] [--fixtures DIR]   every in-process figure, as one JSON object on stdout
//   sous-bench session-script [N]           the scripted session's N lines (default 1000), for the pipe

/// Everything `sous-bench` measured, as bench/bench.py reads it. Times are in nanoseconds.
struct Report: Codable {
    var commands: CommandBench.Result
    var completion: CompletionBench.Result
    var decoding: DecodingBench.Result
    var persistence: PersistenceBench.Result
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "session-script" {
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
    print(SessionScript.lines(count: count).joined(separator: "\n"))
    exit(0)
}
let quick = arguments.contains("--quick")
var fixtures = URL(fileURLWithPath: "Fixtures/mealdb/api-style")
if let flag = arguments.firstIndex(of: "--fixtures"), flag + 1 < arguments.count {
    fixtures = URL(fileURLWithPath: arguments[flag + 1])
}

func progress(_ text: String) { FileHandle.standardError.write(Data("sous-bench: \(text)\n".utf8)) }

do {
    progress("decoding the snapshot")
    let decoding = try DecodingBench.run(file: fixtures.appendingPathComponent("meals.json"), rounds: quick ? 3 : 15)
    progress("1,000-command session")
    let commands = try await CommandBench.run(lines: SessionScript.lines(), rounds: quick ? 1 : 5)
    progress("completion")
    let completion = try await CompletionBench.run(
        completerName: "stand-in (SousCore.Completer not in this branch)",
        makeCompleter: CompletionBench.standIn, rounds: quick ? 5 : 51)
    progress("favorites and history at scale")
    let persistence = try await PersistenceBench.run(favoriteCount: 10_000, historyCount: 5_000, rounds: quick ? 1 : 7)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let report = Report(commands: commands, completion: completion, decoding: decoding, persistence: persistence)
    FileHandle.standardOutput.write(try encoder.encode(report))
    print()
} catch {
    progress("failed: \(error)")
    exit(1)
}
