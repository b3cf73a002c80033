import Foundation
import MealKit
import SousCore
import Testing

/// What the shell says about changes a store keeps in memory (a full disk): at each change, not only
/// the first, and at the end, where they would be lost.
@Suite("Changes not saved")
struct UnsavedChangesTests {
    /// A shopping list on a disk that refuses every save: it keeps the changes and says why once, as
    /// the file store does.
    actor RefusingShoppingList: Storing {
        static let problem = StorageProblem.unwritable(path: "/d/shopping.json", reason: "No space left on device")
        private var list = ShoppingList()
        private var waiting = 0
        private var told = false

        func load() -> Stored<ShoppingList> { Stored(list, isSaved: waiting == 0) }
        func apply(_ change: ShoppingList.Change) -> Stored<ShoppingList> {
            list = list.applying(change)
            waiting += 1
            defer { told = true }
            return Stored(list, problems: told ? [] : [Self.problem], isSaved: false)
        }
        func refreshIfChanged() -> Stored<ShoppingList>? { waiting > 0 ? Stored(list, isSaved: false) : nil }
        func saveWaitingChanges() -> Int { waiting }
    }

    private static func engine() -> ShellEngine {
        ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                         history: FileHistoryStore.inMemory(), shoppingList: RefusingShoppingList()),
                    state: SessionState(source: .offline))
    }

    @Test("a second change the disk refuses is said to be kept for this session only, not answered as if saved")
    func everyRefusedChangeIsSaid() async {
        let engine = Self.engine()
        _ = await engine.execute(line: "open 52772")
        let first = await engine.execute(line: "shop add").screens
        #expect(first.contains(.notice(RefusingShoppingList.problem.userMessage)))
        let second = await engine.execute(line: "shop add").screens
        #expect(second.last == .notice("the shopping list is still not saved: this change is kept for this session only"),
                "\(second)")
    }

    @Test("at the end, changes that still cannot be saved are counted as an error")
    func countedAtTheEnd() async {
        let engine = Self.engine()
        _ = await engine.execute(line: "open 52772")
        _ = await engine.execute(line: "shop add")
        _ = await engine.execute(line: "shop clear")
        let ending = await engine.endOfInput()
        #expect(ending.last == .error(.changesNotSaved(2, historyLines: 0)))
        #expect(ShellEngine.Outcome(screens: ending).failed)
        #expect(SousError.changesNotSaved(2, historyLines: 0).message == "2 changes were not saved")
        #expect(SousError.changesNotSaved(1, historyLines: 0).message == "1 change was not saved")
        #expect(SousError.changesNotSaved(1, historyLines: 3).message == "1 change and 3 lines of history were not saved")
        #expect(SousError.changesNotSaved(0, historyLines: 1).message == "1 line of history was not saved")
    }

    @Test("a lock wait names no holder it cannot vouch for, and one that ran out says the change waits")
    func lockWaitWords() {
        #expect(StorageProblem.waitingForLock(path: "/d/shopping.json", holder: nil).userMessage
            == "waiting for another sous to finish saving…")
        #expect(StorageProblem.lockWaitTimedOut(path: "/d/shopping.json", seconds: 5).userMessage
            == "another sous held /d/shopping.json for 5 s: the change is kept and tried again at the next command")
    }

    @Test("a session whose changes were all saved ends quietly")
    func nothingWaiting() async {
        let engine = ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                                      history: FileHistoryStore.inMemory()), state: SessionState(source: .offline))
        _ = await engine.execute(line: "open 52772")
        _ = await engine.execute(line: "shop add")
        #expect(await engine.endOfInput().isEmpty)
    }
}
