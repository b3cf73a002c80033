import MealKit

/// A value made at its first use, once, whichever thread asks first: how the shell opens stores and
/// settings only when a command needs them, not at start.
///
/// The lock is held while the value is made, so a second caller waits for the first one's value
/// rather than making another (two stores on one file would each take its lock).
final class OpenedOnce<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `made` is only read and written under `lock`.
    private let lock = Lock()
    private var made: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    /// The value, made now if this is the first call.
    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }

    /// Whether the value has been made yet.
    var isMade: Bool { lock.withLock { made != nil } }
}

/// A store made at its first use, as `OpenedOnce` makes a value, that completes none of the store's
/// generic types until then: every `OpenedStore` shares one `OpenedOnce` type, where one
/// `OpenedOnce<FileStore<…>>` a store would make a start complete `FileStore<…>` (~3 k instructions each).
struct OpenedStore<Store: AnyObject & Sendable>: Sendable {
    private let made: OpenedOnce<any AnyObject & Sendable>

    init(_ make: @escaping @Sendable () -> Store) { made = OpenedOnce { make() } }

    /// The store, made now if this is the first call (only ever a `Store`: `make` made it).
    var value: Store { unsafeDowncast(made.value, to: Store.self) }

    var isMade: Bool { made.isMade }
}
