#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
@testable import MealKit
import Testing

/// `export`'s file writing: paths resolved like a shell's, atomic, no overwrite without being asked.
@Suite("Document writer")
struct DocumentWriterTests {
    @Test("~ is the home, relative paths join the current directory, dots collapse")
    func resolve() {
        let resolve = { DocumentWriter.resolve($0, currentDirectory: "/work/notes", home: "/home/cook") }
        #expect(resolve("x.md") == "/work/notes/x.md")
        #expect(resolve("../x.md") == "/work/x.md")
        #expect(resolve("./a/./b.md") == "/work/notes/a/b.md")
        #expect(resolve("~/x.md") == "/home/cook/x.md")
        #expect(resolve("~") == "/home/cook")
        #expect(resolve("/tmp/x.md") == "/tmp/x.md")
        #expect(resolve("~bob/x.md") == "/work/notes/~bob/x.md", "other users' homes are not looked up")
        #expect(DocumentWriter.resolve("~/x.md", currentDirectory: "/w", home: nil) == "/w/~/x.md")
    }

    @Test("writes the whole file, refuses to replace it, replaces it when forced, leaves no temporary")
    func writeAndReplace() async throws {
        let directory = try TemporaryDirectory()
        let writer: any FileWriting = DocumentWriter(currentDirectory: directory.path, home: "/nonexistent")
        let path = try await writer.write(Data("one\n".utf8), toPath: "x.md", nameInFolder: "n.md", replacing: false)
        #expect(path == directory.file("x.md"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
        await #expect(throws: FileWriteError.exists(path: path)) {
            try await writer.write(Data("two\n".utf8), toPath: "x.md", nameInFolder: "n.md", replacing: false)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n", "the existing file is untouched")
        _ = try await writer.write(Data("two\n".utf8), toPath: "x.md", nameInFolder: "n.md", replacing: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["x.md"])
    }

    @Test("a folder takes the file inside it under its name, as cp does; a folder named with a trailing / too")
    func intoAFolder() async throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.file("recipes"), withIntermediateDirectories: false)
        let writer: any FileWriting = DocumentWriter(currentDirectory: directory.path, home: nil)
        let path = try await writer.write(Data("one\n".utf8), toPath: "recipes", nameInFolder: "Arepa pelua.md", replacing: false)
        #expect(path == directory.file("recipes/Arepa pelua.md"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
        await #expect(throws: FileWriteError.exists(path: path), "the same rule as a file named: --force replaces") {
            try await writer.write(Data("two\n".utf8), toPath: "recipes/", nameInFolder: "Arepa pelua.md", replacing: false)
        }
        await #expect(throws: FileWriteError.failed(path: directory.file("nope/Arepa pelua.md"), reason: "No such file or directory")) {
            try await writer.write(Data("x".utf8), toPath: "nope/", nameInFolder: "Arepa pelua.md", replacing: false)
        }
    }

    @Test("a missing folder, a file in the way, a read-only folder: one clear failure, nothing written")
    func unwritable() async throws {
        let directory = try TemporaryDirectory()
        let writer: any FileWriting = DocumentWriter(currentDirectory: directory.path, home: nil)
        await #expect(throws: FileWriteError.failed(path: directory.file("nope/x.md"), reason: "No such file or directory")) {
            try await writer.write(Data("x".utf8), toPath: "nope/x.md", nameInFolder: "n.md", replacing: false)
        }
        _ = FileManager.default.createFile(atPath: directory.file("plain"), contents: Data())
        await #expect(throws: FileWriteError.failed(path: directory.file("plain/x.md"), reason: "Not a directory")) {
            try await writer.write(Data("x".utf8), toPath: "plain/x.md", nameInFolder: "n.md", replacing: true)
        }
        let readOnly = FaultyFileSystem(.readOnly)
        let refused: any FileWriting = DocumentWriter(currentDirectory: directory.path, home: nil, fileSystem: readOnly)
        await #expect(throws: FileWriteError.self) {
            try await refused.write(Data("x".utf8), toPath: "y.md", nameInFolder: "n.md", replacing: false)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("y.md")))
    }

    @Test("--force replaces a regular file and keeps its mode: 0600 stays 0600")
    func replacingKeepsTheMode() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("private.md")
        _ = FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o600])
        let writer: any FileWriting = DocumentWriter(currentDirectory: directory.path, home: nil)
        _ = try await writer.write(Data("new\n".utf8), toPath: "private.md", nameInFolder: "n.md", replacing: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o600, "mode \(String(mode, radix: 8))")
    }

    @Test("a FIFO, a link to a file, a link to a device and a folder are refused, --force or not, and left as they were")
    func onlyRegularFilesAreReplaced() async throws {
        let directory = try TemporaryDirectory()
        let files = FileManager.default
        #expect(mkfifo(directory.file("fifo"), 0o600) == 0)
        _ = files.createFile(atPath: directory.file("target"), contents: Data("kept\n".utf8))
        try files.createSymbolicLink(atPath: directory.file("to-file"), withDestinationPath: "target")
        // A link to a device proves the rule for /dev/null without writing near the real one.
        try files.createSymbolicLink(atPath: directory.file("to-device"), withDestinationPath: "/dev/null")
        try files.createDirectory(atPath: directory.file("recipes/Toast.md"), withIntermediateDirectories: true)
        let writer: any FileWriting = DocumentWriter(currentDirectory: directory.path, home: nil)
        let refusals: [(String, String, FileStatus.Kind)] = [
            ("fifo", "fifo", .other), ("to-file", "to-file", .symbolicLink), ("to-device", "to-device", .symbolicLink),
            ("recipes", "recipes/Toast.md", .directory),
        ]
        for replacing in [false, true] {
            for (typed, written, kind) in refusals {
                await #expect(throws: FileWriteError.notAFile(path: directory.file(written), kind: kind)) {
                    try await writer.write(Data("x".utf8), toPath: typed, nameInFolder: "Toast.md", replacing: replacing)
                }
            }
        }
        var info = stat()
        #expect(lstat(directory.file("fifo"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
        #expect(try files.destinationOfSymbolicLink(atPath: directory.file("to-file")) == "target")
        #expect(try files.destinationOfSymbolicLink(atPath: directory.file("to-device")) == "/dev/null")
        #expect(try String(contentsOfFile: directory.file("target"), encoding: .utf8) == "kept\n")
        #expect(Set(try files.contentsOfDirectory(atPath: directory.path)) == ["fifo", "target", "to-file", "to-device", "recipes"],
                "no temporary left")
    }

    @Test("a name longer than the system allows is cut by bytes at a character's end, keeping its extension")
    func longNamesAreCut() async throws {
        let directory = try TemporaryDirectory()
        let writer: any FileWriting = DocumentWriter(currentDirectory: directory.path, home: nil)
        let typed = String(repeating: "é", count: 200) + ".md"
        let path = try await writer.write(Data("x".utf8), toPath: typed, nameInFolder: "n.md", replacing: false)
        let name = path.lastPathComponent
        #expect(name == String(repeating: "é", count: 110) + ".md", "\(name.utf8.count) bytes")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "x")
        // A meal's name in a folder is cut the same way (a 4-byte character is never split).
        let emoji = try await writer.write(Data("y".utf8), toPath: "./", nameInFolder: String(repeating: "🍲", count: 100) + ".md",
                                           replacing: false)
        #expect(emoji.lastPathComponent == String(repeating: "🍲", count: 55) + ".md")
        #expect(DocumentWriter.fittingName("/a/short.md") == "/a/short.md")
    }
}
