import Foundation
import SousTestSupport
import MealKit
import Testing

/// One whole shell session written as text, as a reader would follow it: each start of sous
/// (`$ sous …`), each line typed (`> …`), what came back (standard error's lines marked `! `, after
/// standard output's for the same line: two pipes keep no order between them) and
/// how sous ended (`[exit 1]`), compared with `Fixtures/golden/transcript-<name>.txt`.
///
/// Lines are sent one at a time through a pipe, and the next is sent only once sous is back
/// waiting to read its standard input with nothing left in the pipe: so each line's output is
/// known to be its own without waiting on a clock. What differs from machine to machine or day to
/// day (the temporary home, the week's dates, a free port, a time left) is replaced by a named
/// placeholder (`<home>`, `<day+1>`, …) before comparing. `SOUS_UPDATE_GOLDEN=1` rewrites the file.
final class GoldenTranscript {
    let name: String
    let home: TemporaryHome
    private(set) var text = ""
    /// Replacements made on every line, in order (the literal text first, then its placeholder).
    private var replacements: [(String, String)] = []
    /// The week from today, in the zone sous runs in (UTC): the plan labels its days with these.
    let today: CalendarDay

    init(_ name: String) throws {
        self.name = name
        home = try TemporaryHome()
        today = CalendarDay(Date(), offset: .utc)
        replacements.append((home.root.path, "<home>"))
        replacements.append((TemporaryHome.binary, "sous"))
        // Longest first, so "Mon 14 Dec" is never half-replaced as "Mon 1…".
        for offset in (0...13).sorted(by: { PlanDay.label(today.adding(days: $0)).count > PlanDay.label(today.adding(days: $1)).count }) {
            replacements.append((PlanDay.label(today.adding(days: offset)), "<day+\(offset)>"))
            replacements.append((today.adding(days: offset).description, "<date+\(offset)>"))
        }
    }

    /// The weekday `offset` days from today as the plan command takes it ("thu"), for input lines.
    func weekday(_ offset: Int) -> String {
        String(PlanDay.weekdayNames[today.adding(days: offset).weekday].prefix(3))
    }

    /// Shows `literal` as `placeholder` wherever it appears.
    func replace(_ literal: String, with placeholder: String) {
        replacements.insert((literal, placeholder), at: 0)
    }

    /// A note for the reader, as a `#` line.
    func note(_ words: String) {
        text += "# \(words)\n"
    }

    /// Starts sous with `arguments` (the offline catalogue unless they name a source), types each of
    /// `lines`, then ends its input and waits for it to leave.
    func session(
        _ arguments: [String] = [], lines: [String], environment extra: [String: String] = [:],
        shown: String? = nil
    ) throws {
        let source = arguments.contains("--source") ? [] : ["--source", "offline"]
        text += normalised("$ " + (shown ?? (["sous"] + source + arguments).joined(separator: " "))) + "\n"
        let run = try PipedRun(
            arguments: source + arguments, environment: home.environment(["NO_COLOR": "1", "TZ": "UTC"].merging(extra) { $1 }))
        for line in lines {
            // Typed lines are normalised too: a weekday typed today is a placeholder in the file.
            text += normalised("> \(line)") + "\n"
            let (output, errors) = try run.send(line)
            record(output, errors)
        }
        let (output, errors, status) = try run.finish()
        record(output, errors)
        text += "[exit \(status)]\n\n"
    }

    /// Appends a block captured elsewhere (a tmux pane), normalised like the rest.
    func append(_ block: String) {
        text += block.split(separator: "\n", omittingEmptySubsequences: false).map { normalised(String($0)) }
            .joined(separator: "\n") + "\n"
    }

    private func record(_ output: String, _ errors: String) {
        for line in lines(of: output) { text += normalised(line) + "\n" }
        for line in lines(of: errors) { text += "! " + normalised(line) + "\n" }
    }

    private func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private func normalised(_ line: String) -> String {
        var line = line
        for (literal, placeholder) in replacements { line = line.replacingOccurrences(of: literal, with: placeholder) }
        // A timer's time left moves on while the transcript is taken.
        line = line.replacingOccurrences(of: #"\b\d+(:\d\d)+ left"#, with: "<time> left", options: .regularExpression)
        // A damaged file is kept under a name with the time it was found.
        line = line.replacingOccurrences(of: #"\.corrupt-[0-9TZ:.-]+"#, with: ".corrupt-<time>", options: .regularExpression)
        return line
    }

    /// Compares the transcript with its golden file (or writes it, with `SOUS_UPDATE_GOLDEN=1`); a
    /// difference fails with a unified diff, golden file first.
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.directory.appendingPathComponent("transcript-\(name).txt")
        if ProcessInfo.processInfo.environment["SOUS_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard text != expected else { return }
        let diff = try Self.unifiedDiff(expected, text, names: ("golden/\(url.lastPathComponent)", "this run"))
        Issue.record(
            "transcript \(name) differs from Fixtures/golden/\(url.lastPathComponent) (SOUS_UPDATE_GOLDEN=1 rewrites it):\n\(diff)",
            sourceLocation: sourceLocation)
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/golden")

    /// `diff -u` of two texts, through temporary files.
    static func unifiedDiff(_ old: String, _ new: String, names: (String, String)) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = (folder.appendingPathComponent("a"), folder.appendingPathComponent("b"))
        try old.write(to: a, atomically: true, encoding: .utf8)
        try new.write(to: b, atomically: true, encoding: .utf8)
        let run = try MonitoredRun.blockingRun(
            "/usr/bin/diff", arguments: ["-u", "--label", names.0, "--label", names.1, a.path, b.path],
            environment: [:], input: Data(), deadline: 30)
        return run.output
    }
}

/// sous on pipes, fed one line at a time: `send` returns once sous waits for its next line.
///
/// Its output is read on this thread, as it comes (so a long answer never blocks sous on a full
/// pipe), and what is left is read once sous waits: nothing of one line's answer is taken for the next's.
private final class PipedRun {
    private let process = Process()
    private let input: ChildPipe, output: ChildPipe, errors: ChildPipe

    init(arguments: [String], environment: [String: String]) throws {
        (input, output, errors) = (try ChildPipe(.toChild), try ChildPipe(.fromChild), try ChildPipe(.fromChild))
        process.executableURL = URL(fileURLWithPath: TemporaryHome.binary)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input.childEnd
        process.standardOutput = output.childEnd
        process.standardError = errors.childEnd
        try process.run()
        for pipe in [input, output, errors] { pipe.childStarted() }
    }

    /// Writes `line` and waits until sous has read it, answered, and is reading again.
    func send(_ line: String) throws -> (String, String) {
        var taken = (Data(), Data())
        try input.ownEnd.write(contentsOf: Data((line + "\n").utf8))
        let deadline = Date().addingTimeInterval(60)
        var settled = 0
        while settled < 3, process.isRunning {
            guard Date() < deadline else { throw Stuck(line: line) }
            settled = isWaitingForInput ? settled + 1 : 0
            taken.0 += Self.available(output)
            taken.1 += Self.available(errors)
            usleep(settled > 0 ? 2_000 : 5_000)
        }
        taken.0 += Self.available(output)
        taken.1 += Self.available(errors)
        return (String(decoding: taken.0, as: UTF8.self), String(decoding: taken.1, as: UTF8.self))
    }

    /// Ends sous's input, waits for it to leave, and reads the rest.
    func finish() throws -> (String, String, Int32) {
        try input.ownEnd.close()
        var taken = (Data(), Data())
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning {
            guard Date() < deadline else {
                process.terminate()
                throw Stuck(line: "(end of input)")
            }
            taken.0 += Self.available(output)
            taken.1 += Self.available(errors)
            usleep(5_000)
        }
        process.waitUntilExit()
        taken.0 += output.ownEnd.readDataToEndOfFile()
        taken.1 += errors.ownEnd.readDataToEndOfFile()
        return (String(decoding: taken.0, as: UTF8.self), String(decoding: taken.1, as: UTF8.self), process.terminationStatus)
    }

    /// What the pipe holds now, read without waiting.
    private static func available(_ pipe: ChildPipe) -> Data {
        var count: Int32 = 0
        guard ioctl(pipe.ownEnd.fileDescriptor, UInt(FIONREAD), &count) == 0, count > 0 else { return Data() }
        return (try? pipe.ownEnd.read(upToCount: Int(count))) ?? Data()
    }

    /// Whether the pipe to sous is empty and one of its threads sits in `read(0, …)`: everything
    /// the last line asked for is written by then (sous reads its next line only after answering).
    private var isWaitingForInput: Bool {
        var pending: Int32 = 0
        guard ioctl(input.ownEnd.fileDescriptor, UInt(FIONREAD), &pending) == 0, pending == 0 else { return false }
        let pid = process.processIdentifier
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        #if arch(arm64)
        let readCall = "63 0x0 "
        #else
        let readCall = "0 0x0 "
        #endif
        return tasks.contains { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/syscall", encoding: .utf8)) ?? "").hasPrefix(readCall)
        }
    }

    struct Stuck: Error, CustomStringConvertible {
        var line: String
        var description: String { "sous did not come back for more input after \(line.debugDescription)" }
    }
}
