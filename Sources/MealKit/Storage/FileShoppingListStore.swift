import Foundation

/// The shopping list in `shopping.json`, shared safely by every sous running at once.
///
/// Each call applies its change to the newest list on disk under the file's lock and saves before
/// answering, so a meal added in one shell is on the list the other shell shows at its next command.
/// When the disk fails the store goes on in memory and saves the waiting changes with the first call
/// that can; each problem is reported once.
public actor FileShoppingListStore: ShoppingListStoring {
    /// The file's name in the data directory.
    public static let fileName = "shopping.json"

    /// The path of `shopping.json`.
    public nonisolated let path: String

    private var file: ReplayedFile<ShoppingListDocument, ShoppingList>

    /// - Parameters:
    ///   - directory: the data directory, which must exist (`XDGDirectories.prepareDataDirectory()`).
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: names the `.corrupt-<time>` copy of a damaged file.
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        let store = JSONFileStore<ShoppingListDocument>(
            directory: directory, fileName: Self.fileName, fileSystem: fileSystem, clock: clock)
        path = store.path
        file = ReplayedFile(store, read: \.list, make: ShoppingListDocument.init(list:))
    }

    public func load() -> Stored<ShoppingList> { file.synchronize() }

    public func add(_ meals: [MealDetail]) -> Stored<ShoppingList> {
        file.apply { list in
            var list = list
            for meal in meals { list.add(meal) }
            return list
        }
    }

    public func add(entries: [ShoppingList.Entry]) -> Stored<ShoppingList> {
        file.apply { list in
            var list = list
            for entry in entries { list.add(entry) }
            return list
        }
    }

    public func remove(mealID: String) -> Stored<ShoppingList> {
        file.apply { list in
            var list = list
            list.remove(mealID: mealID)
            return list
        }
    }

    public func remove(entryID: String) -> Stored<ShoppingList> {
        file.apply { list in
            var list = list
            list.remove(entryID: entryID)
            return list
        }
    }

    public func setChecked(_ key: String, _ isChecked: Bool) -> Stored<ShoppingList> {
        file.apply { list in
            var list = list
            list.setChecked(key, isChecked)
            return list
        }
    }

    public func clear() -> Stored<ShoppingList> {
        file.apply { _ in ShoppingList() }
    }
}
