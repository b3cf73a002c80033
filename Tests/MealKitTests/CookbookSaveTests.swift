#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

/// A cookbook save never replaces a file, even one another process makes while the save is writing:
/// the last step of a save (the temporary file moved to its name) refuses a name that is taken.
@Suite("Cookbook saves never overwrite")
struct CookbookSaveTests {
    static let recipe = Recipe(id: "web", name: "Garden Soup", ingredients: [Ingredient(name: "tomatoes", measure: "500 g")],
                               steps: [RecipeStep("Simmer the tomatoes.")])

    @Test("a file made under the recipe's name while the save writes is kept; the recipe goes to \"Garden Soup 2.cook\"")
    func fileMadeDuringTheSaveIsKept() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("cookbook", isDirectory: true)
        let theirs = folder.appendingPathComponent("Garden Soup.cook").path
        let cookbook = Cookbook(directory: folder, fileSystem: InterferingFileSystem(makes: theirs, holding: "their soup\n"))
        let saved = try cookbook.save(Self.recipe).get()
        #expect(saved.fileName == "Garden Soup 2.cook")
        #expect(saved.taken == "Garden Soup.cook")
        #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "their soup\n", "the other process's file was replaced")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Garden Soup 2.cook", "Garden Soup.cook"], "no temporary file is left: \(names)")
        #expect(try String(contentsOfFile: folder.appendingPathComponent("Garden Soup 2.cook").path, encoding: .utf8)
            .contains("@tomatoes{500%g}"))
    }

    @Test("a new recipe's draft put in place never replaces a file made under its name meanwhile")
    func draftAdoptedBesideAFileMadeMeanwhile() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("cookbook", isDirectory: true)
        let theirs = folder.appendingPathComponent("Pear Pie.cook").path
        let interfering = InterferingFileSystem(makes: theirs, holding: "their pie\n")
        let cookbook = Cookbook(directory: folder, fileSystem: interfering)
        interfering.armed = false
        let draft = try cookbook.makeDraft("---\ntitle: Pear Pie\n---\nBake the @pears{4}.\n").get()
        interfering.armed = true
        let adopted = try cookbook.adopt(draft, title: "Pear Pie").get()
        #expect(adopted.fileName == "Pear Pie 2.cook")
        #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "their pie\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Pear Pie 2.cook", "Pear Pie.cook"])
    }

    @Test("the real file system refuses to move a file onto a taken name and leaves both as they were")
    func renameWithoutReplacingRefuses() throws {
        let directory = try TemporaryDirectory()
        try "new".write(toFile: directory.file("new"), atomically: false, encoding: .utf8)
        try "old".write(toFile: directory.file("old"), atomically: false, encoding: .utf8)
        #expect(throws: FileSystemError.self) {
            try PosixFileSystem().renameWithoutReplacing(directory.file("new"), to: directory.file("old"))
        }
        #expect(try String(contentsOfFile: directory.file("old"), encoding: .utf8) == "old")
        #expect(try String(contentsOfFile: directory.file("new"), encoding: .utf8) == "new")
        try PosixFileSystem().renameWithoutReplacing(directory.file("new"), to: directory.file("free"))
        #expect(try String(contentsOfFile: directory.file("free"), encoding: .utf8) == "new")
        #expect(!FileManager.default.fileExists(atPath: directory.file("new")))
    }
}

/// The real file system, where another process makes a file at `path` just as a save writes its
/// temporary file: after the save checked that the name was free, before the move.
final class InterferingFileSystem: FileSystem, @unchecked Sendable {
    let real = PosixFileSystem()
    let path: String
    let text: String
    var armed = true

    init(makes path: String, holding text: String) {
        self.path = path
        self.text = text
    }

    func write(_ descriptor: Int32, from buffer: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        if armed {
            armed = false
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
        return try real.write(descriptor, from: buffer)
    }

    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try real.open(path, flags: flags, mode: mode)
    }
    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try real.read(descriptor, into: buffer)
    }
    func synchronize(_ descriptor: Int32) throws(FileSystemError) { try real.synchronize(descriptor) }
    func close(_ descriptor: Int32) throws(FileSystemError) { try real.close(descriptor) }
    func lock(_ descriptor: Int32, operation: Int32) throws(FileSystemError) { try real.lock(descriptor, operation: operation) }
    func changeMode(of descriptor: Int32, to mode: UInt32) throws(FileSystemError) { try real.changeMode(of: descriptor, to: mode) }
    func rename(_ source: String, to destination: String) throws(FileSystemError) { try real.rename(source, to: destination) }
    func renameWithoutReplacing(_ source: String, to destination: String) throws(FileSystemError) {
        try real.renameWithoutReplacing(source, to: destination)
    }
    func unlink(_ path: String) throws(FileSystemError) { try real.unlink(path) }
    func status(ofItemAt path: String, followingSymlink: Bool) throws(FileSystemError) -> FileStatus? {
        try real.status(ofItemAt: path, followingSymlink: followingSymlink)
    }
    func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus? { try real.status(of: descriptor) }
    func makeDirectory(at path: String, mode: UInt32) throws(FileSystemError) { try real.makeDirectory(at: path, mode: mode) }
    func changeMode(of path: String, to mode: UInt32) throws(FileSystemError) { try real.changeMode(of: path, to: mode) }
    func resolvedPath(_ path: String) throws(FileSystemError) -> String { try real.resolvedPath(path) }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] { try real.contentsOfDirectory(at: path) }
}
