// A helper for MealKitTests: a second (and third) process hammering the same favorites file, which
// only a real process can be, since flock and SIGKILL are about processes.
//
//   sous-store-stress add <data-dir> <id-prefix> <count>   add <count> favorites, one save each
//   sous-store-stress churn <data-dir>                    save forever, one more favorite each time,
//                                                         printing "saved <n>" after each save; each
//                                                         file is written slowly, in small pieces, so
//                                                         that a kill mostly lands mid-write
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit

/// The real file system, but writing 4 KiB at a time with a pause between: a slow disk.
struct TricklingFileSystem: FileSystem {
    let real = PosixFileSystem()

    func write(_ descriptor: Int32, from buffer: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        usleep(300)
        return try real.write(descriptor, from: UnsafeRawBufferPointer(rebasing: buffer.prefix(4096)))
    }

    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try real.open(path, flags: flags, mode: mode)
    }
    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try real.read(descriptor, into: buffer)
    }
    func synchronize(_ descriptor: Int32) throws(FileSystemError) { try real.synchronize(descriptor) }
    func close(_ descriptor: Int32) throws(FileSystemError) { try real.close(descriptor) }
    func lock(_ descriptor: Int32, operation: Int32) throws(FileSystemError) {
        try real.lock(descriptor, operation: operation)
    }
    func changeMode(of descriptor: Int32, to mode: UInt32) throws(FileSystemError) {
        try real.changeMode(of: descriptor, to: mode)
    }
    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try real.rename(source, to: destination)
    }
    func unlink(_ path: String) throws(FileSystemError) { try real.unlink(path) }
    func status(ofItemAt path: String, followingSymlink: Bool) throws(FileSystemError) -> FileStatus? {
        try real.status(ofItemAt: path, followingSymlink: followingSymlink)
    }
    func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus? { try real.status(of: descriptor) }
    func makeDirectory(at path: String, mode: UInt32) throws(FileSystemError) {
        try real.makeDirectory(at: path, mode: mode)
    }
    func changeMode(of path: String, to mode: UInt32) throws(FileSystemError) {
        try real.changeMode(of: path, to: mode)
    }
    func resolvedPath(_ path: String) throws(FileSystemError) -> String { try real.resolvedPath(path) }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        try real.contentsOfDirectory(at: path)
    }
}

func meal(_ id: String, long: Bool = false) -> Recipe {
    // Churn's are long, so a save takes a while and a kill often lands in the middle of one.
    let instructions = String(repeating: "Stir gently and keep tasting. ", count: long ? 40 : 1)
    let detail = Recipe(
        id: id, name: "Stress meal \(id)", category: "Test", area: "Nowhere",
        ingredients: (1...20).map { Ingredient(name: "Ingredient \($0)", measure: "\($0) g") },
        steps: [RecipeStep(instructions)])
    return detail
}

/// Saves one favorite: its index entry and its recipe file.
func add(_ recipe: Recipe) async -> Stored<[Favorite]> {
    await store.add(recipe, source: .offline, savedAt: Date(timeIntervalSince1970: 1_700_000_000))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: sous-store-stress add|churn <data-dir> …") }
let directory = URL(fileURLWithPath: arguments[2], isDirectory: true)
let store = FileFavoritesStore(
    directory: directory, fileSystem: arguments[1] == "churn" ? TricklingFileSystem() : PosixFileSystem())

switch arguments[1] {
case "add":
    guard arguments.count == 5, let count = Int(arguments[4]) else { fail("usage: add <data-dir> <prefix> <count>") }
    for index in 0..<count {
        let stored = await add(meal("\(arguments[3])-\(index)"))
        if !stored.problems.isEmpty { fail("problems: \(stored.problems)") }
    }
case "churn":
    var index = 0
    while true {
        let stored = await add(meal("churn-\(index)", long: true))
        if !stored.problems.isEmpty { fail("problems: \(stored.problems)") }
        index += 1
        // Unbuffered, so the test sees each save as it happens.
        FileHandle.standardOutput.write(Data("saved \(index)\n".utf8))
    }
case "plan-add":
    guard arguments.count == 5, let count = Int(arguments[4]) else { fail("usage: plan-add <data-dir> <prefix> <count>") }
    await planAdd(directory: directory, prefix: arguments[3], count: count)
case "plan-churn":
    await planChurn(directory: directory)
case "plan-remove":
    guard arguments.count == 4 else { fail("usage: plan-remove <data-dir> <entry-id>") }
    await planRemove(directory: directory, entryID: arguments[3])
default:
    fail("unknown mode \(arguments[1])")
}
