/// What a file store remembers between visits: the value the file held at the last visit that could
/// read it, and the changes made here that are not on disk yet.
///
/// Changes are kept as changes, not as a value to write, so each visit replays them onto the newest
/// file under its lock and another shell's edits survive. When the disk fails they wait, and the first
/// visit that can save them does; each problem is reported once (see `ProblemFilter`).
struct ReplayedFile<Document: VersionedDocument, Value: Sendable> {
    typealias Change = (Value) -> Value

    let file: JSONFileStore<Document>
    private let read: (Document) -> Value
    private let make: (Value) -> Document
    private var onDisk: Value
    /// The file as last read or written, so an unchanged file is not read again (see `Memory`).
    private var memory = JSONFileStore<Document>.Memory()
    private var pending: [Change] = []
    private var problems = ProblemFilter()

    /// - Parameters:
    ///   - read: the value a document holds.
    ///   - make: the document that holds a value.
    init(_ file: JSONFileStore<Document>, read: @escaping (Document) -> Value, make: @escaping (Value) -> Document) {
        self.file = file
        self.read = read
        self.make = make
        onDisk = read(Document.empty)
    }

    /// Applies `change` to the newest file (or to memory, until the disk lets it be saved).
    mutating func apply(_ change: @escaping Change) -> Stored<Value> {
        pending.append(change)
        return synchronize()
    }

    /// `apply(_:)`, also saying whether `change` changed anything in the value it met: the newest
    /// file's, under its lock, so that of two shells removing the same thing only one did.
    mutating func applyTelling(
        _ change: @escaping Change, whether changed: (Value, Value) -> Bool
    ) -> (stored: Stored<Value>, changed: Bool) {
        let earlier = pending
        pending.append(change)
        var changedOnDisk: Bool?
        let read = self.read
        let stored = synchronize { document in
            let before = earlier.reduce(read(document)) { value, change in change(value) }
            changedOnDisk = changed(before, change(before))
        }
        if let changedOnDisk { return (stored, changedOnDisk) }
        // Not read under the lock (the file could not be read, or locked): what memory holds.
        let before = earlier.reduce(onDisk) { value, change in change(value) }
        return (stored, changed(before, change(before)))
    }

    /// Reads the file, saving any changes still waiting, and answers the value with them applied.
    /// `seeing` is shown the document read under the lock, before the changes are made to it.
    mutating func synchronize(seeing: (Document) -> Void = { _ in }) -> Stored<Value> {
        let pending = self.pending
        let read = self.read, make = self.make
        // Nothing to save and no file: nothing to lock either (see `visitIfAbsent`).
        let absent = pending.isEmpty ? file.visitIfAbsent(remembering: &memory) : nil
        let visit = absent ?? file.update(remembering: &memory) { document in
            seeing(document)
            guard !pending.isEmpty else { return nil }
            return make(pending.reduce(read(document)) { value, change in change(value) })
        }
        if let document = visit.document {
            onDisk = read(document)
            if visit.saved { self.pending = [] }
        }
        let current = self.pending.reduce(onDisk) { value, change in change(value) }
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
