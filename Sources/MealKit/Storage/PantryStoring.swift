import FoundationEssentials

/// Where the pantry (the ingredients at hand, as typed) lives. Every call answers with the whole
/// pantry, merged with what other shells wrote meanwhile, and never throws.
public protocol PantryStoring: Sendable {
    func load() async -> Stored<[String]>
    func apply(_ change: Pantry.Change) async -> Stored<[String]>
    /// The pantry again if another process changed the file since this store last saw it, else `nil`
    /// (one `lstat` when nothing changed).
    func refreshIfChanged() async -> Stored<[String]>?
    /// Tries once more to save the changes kept in memory because the disk refused them (full,
    /// read-only, another sous holding the lock too long), and answers how many still are not on disk:
    /// what the shell says at exit, where they would be lost.
    func saveWaitingChanges() async -> Int
}

extension FilePantryStore {
    /// The pantry store over an `InMemoryFileSystem`, starting with `items`: the very code of the file
    /// store, for tests and for a session that has no data directory.
    public static func inMemory(_ items: [String] = []) -> FilePantryStore {
        let (fileSystem, directory) = InMemoryFileSystem.dataDirectory()
        if !items.isEmpty {
            _ = JSONFileStore<PantryDocument>(directory: directory, fileName: fileName, fileSystem: fileSystem)
                .update { _ in PantryDocument(entries: items) }
        }
        return FilePantryStore(directory: directory, fileSystem: fileSystem)
    }
}
