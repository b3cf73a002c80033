// A helper for MealKitTests: a second (and third) process hammering the same favorites file, which
// only a real process can be, since flock and SIGKILL are about processes.
//
//   sous-store-stress add <data-dir> <id-prefix> <count>   add <count> favorites, one save each
//   sous-store-stress churn <data-dir>                    save forever, one more favorite each time,
//                                                         printing "saved <n>" after each save
import Foundation
import MealKit

func meal(_ id: String, long: Bool = false) -> Favorite {
    // Churn's are long, so a save takes a while and a kill often lands in the middle of one.
    let instructions = String(repeating: "Stir gently and keep tasting. ", count: long ? 40 : 1)
    let detail = MealDetail(
        id: id, name: "Stress meal \(id)", category: "Test", area: "Nowhere", instructions: instructions,
        ingredients: (1...20).map { Ingredient(name: "Ingredient \($0)", measure: "\($0) g") })
    return Favorite(meal: detail, source: .offline, savedAt: Date(timeIntervalSince1970: 1_700_000_000))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: sous-store-stress add|churn <data-dir> …") }
let store = FileFavoritesStore(directory: URL(fileURLWithPath: arguments[2], isDirectory: true))

switch arguments[1] {
case "add":
    guard arguments.count == 5, let count = Int(arguments[4]) else { fail("usage: add <data-dir> <prefix> <count>") }
    for index in 0..<count {
        let stored = await store.add(meal("\(arguments[3])-\(index)"))
        if !stored.problems.isEmpty { fail("problems: \(stored.problems)") }
    }
case "churn":
    var index = 0
    while true {
        let stored = await store.add(meal("churn-\(index)", long: true))
        if !stored.problems.isEmpty { fail("problems: \(stored.problems)") }
        index += 1
        // Unbuffered, so the test sees each save as it happens.
        FileHandle.standardOutput.write(Data("saved \(index)\n".utf8))
    }
default:
    fail("unknown mode \(arguments[1])")
}
