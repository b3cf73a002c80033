/// What a `FileStore` keeps between its visits to one file, the document type hidden behind it: the
/// value as last read and the changes not on disk yet.
protocol ChangeFile<Value, Change> {
    associatedtype Value: Sendable
    associatedtype Change: Sendable

    var path: String { get }
    mutating func synchronize() -> Stored<Value>
    mutating func apply(_ change: Change) -> Stored<Value>
    mutating func applyTelling(_ change: Change) -> (stored: Stored<Value>, changed: Bool)
    mutating func refreshIfChanged() -> Stored<Value>?
    mutating func saveWaitingChanges() -> Int
}

/// A file store's memory of a document: the value the file held at the last visit that could read it,
/// and the changes made here that are not on disk yet.
///
/// Changes are kept as changes, not as a value to write, so each visit replays them onto the newest
/// file under its lock and another shell's edits survive. When the disk fails they wait, and the first
/// visit that can save them does; each problem is reported once (see `ProblemFilter`).
struct ReplayedFile<Document: VersionedDocument, Value: Sendable, Change: Sendable>: ChangeFile {
    let file: JSONFileStore<Document>
    private let read: (Document) -> Value
    private let make: (Value) -> Document
    private let applying: (Change, Value) -> Value
    private let changed: (Value, Value) -> Bool
    private var onDisk: Value
    /// The file as last read or written, so an unchanged file is not read again (see `Memory`).
    private var memory = JSONFileStore<Document>.Memory()
    private var pending: [Change] = []
    private var problems = ProblemFilter()

    /// - Parameters:
    ///   - read: the value a document holds.
    ///   - make: the document that holds a value.
    ///   - applying: the value with one change made: a pure function of the feature's.
    ///   - changed: whether a change made something different, for `applyTelling`.
    init(
        _ file: JSONFileStore<Document>, read: @escaping (Document) -> Value, make: @escaping (Value) -> Document,
        applying: @escaping (Change, Value) -> Value, changed: @escaping (Value, Value) -> Bool = { _, _ in true }
    ) {
        self.file = file
        self.read = read
        self.make = make
        self.applying = applying
        self.changed = changed
        onDisk = read(Document.empty)
    }

    var path: String { file.path }

    private static func replaying(
        _ changes: [Change], onto value: Value, by applying: (Change, Value) -> Value
    ) -> Value {
        // Most visits have nothing waiting: this generic code then asks the runtime for no type of its own.
        guard !changes.isEmpty else { return value }
        return changes.reduce(value) { value, change in applying(change, value) }
    }

    /// Applies `change` to the newest file (or to memory, until the disk lets it be saved).
    mutating func apply(_ change: Change) -> Stored<Value> {
        pending.append(change)
        return synchronize()
    }

    /// `apply(_:)`, also saying whether `change` changed anything in the value it met: the newest
    /// file's, under its lock, so that of two shells removing the same thing only one did.
    mutating func applyTelling(_ change: Change) -> (stored: Stored<Value>, changed: Bool) {
        let earlier = pending
        pending.append(change)
        var changedOnDisk: Bool?
        let read = self.read, applying = self.applying, changed = self.changed
        let stored = synchronize { document in
            let before = Self.replaying(earlier, onto: read(document), by: applying)
            changedOnDisk = changed(before, applying(change, before))
        }
        if let changedOnDisk { return (stored, changedOnDisk) }
        // Not read under the lock (the file could not be read, or locked): what memory holds.
        let before = Self.replaying(earlier, onto: onDisk, by: applying)
        return (stored, changed(before, applying(change, before)))
    }

    mutating func synchronize() -> Stored<Value> { synchronize(seeing: { _ in }) }

    /// Reads the file, saving any changes still waiting, and answers the value with them applied.
    /// `seeing` is shown the document read under the lock, before the changes are made to it.
    private mutating func synchronize(seeing: (Document) -> Void) -> Stored<Value> {
        let pending = self.pending
        let read = self.read, make = self.make, applying = self.applying
        // Nothing to save and no file: nothing to lock either (see `visitIfAbsent`).
        let absent = pending.isEmpty ? file.visitIfAbsent(remembering: &memory) : nil
        let visit = absent ?? file.update(remembering: &memory) { document in
            seeing(document)
            guard !pending.isEmpty else { return nil }
            return make(Self.replaying(pending, onto: read(document), by: applying))
        }
        if let document = visit.document {
            onDisk = read(document)
            if visit.saved { self.pending = [] }
        }
        let current = Self.replaying(self.pending, onto: onDisk, by: applying)
        return Stored(current, problems: problems.fresh(visit.problems), isSaved: self.pending.isEmpty)
    }

    /// `synchronize()` when another process changed the file since the last visit, or when changes
    /// wait to be saved (the disk that was full may have room now), else `nil` without reading it
    /// (one `lstat`).
    mutating func refreshIfChanged() -> Stored<Value>? {
        guard !pending.isEmpty || !file.isUnchanged(since: memory) else { return nil }
        return synchronize()
    }

    /// Tries once more to save the changes waiting in memory, and answers how many still are.
    mutating func saveWaitingChanges() -> Int {
        if !pending.isEmpty { _ = synchronize() }
        return pending.count
    }
}
