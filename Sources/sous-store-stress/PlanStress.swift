import Foundation
import MealKit

// The plan's modes of the helper, on plan.json:
//   sous-store-stress plan-add <data-dir> <id-prefix> <count>   put <count> meals on the plan, one save each
//   sous-store-stress plan-churn <data-dir>                    save forever, one more meal each time,
//                                                              printing "saved <n>", written slowly
//   sous-store-stress plan-remove <data-dir> <entry-id>        read the plan, print "ready", wait for a
//                                                              file `go` in the data dir, remove the entry,
//                                                              print "removed" or "gone"

/// The day every stress meal is planned on: the plan's order is then the order saved.
let planDay = CalendarDay(year: 2026, month: 12, day: 7)

func planAdd(directory: URL, prefix: String, count: Int) async {
    let store = FilePlanStore(directory: directory)
    for index in 0..<count {
        let stored = await store.apply(.put(meal("\(prefix)-\(index)"), on: planDay, scale: 1))
        if !stored.problems.isEmpty { fail("problems: \(stored.problems)") }
    }
}

func planChurn(directory: URL) async -> Never {
    let store = FilePlanStore(directory: directory, fileSystem: TricklingFileSystem())
    var index = 0
    while true {
        let stored = await store.apply(.put(meal("churn-\(index)", long: true), on: planDay, scale: 1))
        if !stored.problems.isEmpty { fail("problems: \(stored.problems)") }
        index += 1
        FileHandle.standardOutput.write(Data("saved \(index)\n".utf8))
    }
}

/// Several of these at once stand for shells that all saw the entry and all remove it: only one may
/// say it did.
func planRemove(directory: URL, entryID: String) async {
    let store = FilePlanStore(directory: directory)
    guard await store.load().value.entry(id: entryID) != nil else { fail("\(entryID) is not planned") }
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    let go = directory.appendingPathComponent("go").path
    while !FileManager.default.fileExists(atPath: go) { usleep(1_000) }
    let (stored, wasPlanned) = await store.remove(entryID: entryID)
    if !stored.problems.isEmpty { fail("problems: \(stored.problems)") }
    FileHandle.standardOutput.write(Data((wasPlanned ? "removed\n" : "gone\n").utf8))
}
