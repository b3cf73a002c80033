import FoundationEssentials

/// Where the shopping list lives. Every call answers with the whole list, merged with what other
/// shells wrote meanwhile, and never throws: disk trouble comes back as `problems`.
///
/// A change is a value (`ShoppingList.Change`), not a whole list to write, so a file store can apply
/// it to the newest list on disk under its lock and lose nothing another shell did.
public protocol ShoppingListStoring: Sendable {
    func load() async -> Stored<ShoppingList>
    func apply(_ change: ShoppingList.Change) async -> Stored<ShoppingList>
    /// The list again if another process changed the file since this store last saw it, else `nil`;
    /// costs one `lstat` when nothing changed, so it can run before every command that reads the list.
    func refreshIfChanged() async -> Stored<ShoppingList>?
    /// Tries once more to save the changes kept in memory because the disk refused them (full,
    /// read-only, another sous holding the lock too long), and answers how many still are not on disk:
    /// what the shell says at exit, where they would be lost.
    func saveWaitingChanges() async -> Int
}

extension FileShoppingListStore {
    /// The shopping list store over an `InMemoryFileSystem`, starting with `list`: the very code of the
    /// file store, for tests and for a session that has no data directory.
    public static func inMemory(_ list: ShoppingList = ShoppingList()) -> FileShoppingListStore {
        let (fileSystem, directory) = InMemoryFileSystem.dataDirectory()
        if !list.isEmpty || !list.checked.isEmpty {
            _ = JSONFileStore<ShoppingListDocument>(directory: directory, fileName: fileName, fileSystem: fileSystem)
                .update { _ in ShoppingListDocument(list: list) }
        }
        return FileShoppingListStore(directory: directory, fileSystem: fileSystem)
    }
}
