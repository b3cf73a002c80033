import Foundation
import MealKit

// The plan's modes of the helper, on plan.json:
//   sous-store-stress plan-add <data-dir> <id-prefix> <count>   put <count> meals on the plan, one save each
//   sous-store-stress plan-churn <data-dir>                    save forever, one more meal each time,
//                                                              printing "saved <n>", written slowly

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
