#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
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
}
