import Foundation
import MealKit
import SousCore

/// Figure 2 in process: each line of the scripted session through `ShellEngine`, output excluded.
///
/// Favorites and history are the real file stores in a fresh temporary directory each round, so a
/// `fav` pays for its atomic save. The catalogue is decoded before the first round (its first-use cost
/// is the decoding figure), so the rounds time the commands themselves.
enum CommandBench {
    struct Result: Codable, Sendable {
        /// Per round: the median time of one command (ns).
        var median: Figure
        /// Per round: the 99th percentile of one command (ns).
        var p99: Figure
        /// Per round: the slowest command (ns).
        var slowest: Figure
        /// Per round: the median of one command with its screens rendered to styled lines (ns).
        var medianRendered: Figure
        /// The costliest kinds of line: each distinct line's median over all its runs (ns), slowest first.
        var costliestLines: [LineTime]
        var commands: Int
        var rounds: Int
        /// Lines that failed (should be 0: the script is valid offline).
        var failures: Int
    }

    struct LineTime: Codable, Sendable {
        var line: String
        var median: Double
    }

    static func run(lines: [String], rounds: Int) async throws -> Result {
        _ = try await OfflineCatalog().allMeals()
        var medians = Samples(), p99s = Samples(), slowest = Samples(), rendered = Samples()
        var failures = 0
        var byLine: [String: Samples] = [:]
        let renderer = ScreenRenderer(width: 80, utcOffset: .utc)
        // Interleaved: a round without rendering, then one with, so load on the machine hits both alike.
        for _ in 0..<rounds {
            for render in [false, true] {
                let directory = try TemporaryDirectory()
                defer { directory.remove() }
                let engine = ShellEngine(runner: EffectRunner(
                    provider: OfflineCatalog(),
                    favorites: FileFavoritesStore(directory: directory.url),
                    history: FileHistoryStore(directory: directory.url)), state: SessionState(source: .offline))
                _ = await engine.start()
                var round = Samples()
                for line in lines {
                    var failed = false
                    let elapsed = await Stopwatch.time {
                        let outcome = await engine.execute(line: line)
                        failed = outcome.failed
                        if render { for screen in outcome.screens { _ = renderer.render(screen) } }
                    }
                    if failed { failures += 1 }
                    round.append(elapsed)
                    if !render { byLine[line, default: Samples()].append(elapsed) }
                }
                if render {
                    rendered.append(round.median)
                } else {
                    medians.append(round.median)
                    p99s.append(round.percentile(99))
                    slowest.append(round.max)
                }
            }
        }
        let costliest = byLine.map { LineTime(line: $0.key, median: $0.value.median) }
            .sorted { $0.median > $1.median }.prefix(5)
        return Result(median: medians.summary, p99: p99s.summary, slowest: slowest.summary,
                      medianRendered: rendered.summary, costliestLines: Array(costliest), commands: lines.count,
                      rounds: rounds, failures: failures)
    }
}

/// A directory under the system's temporary folder, removed when done.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sous-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
