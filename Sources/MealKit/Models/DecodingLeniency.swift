import FoundationEssentials

/// Whether the answer being decoded needed forgiving: an item dropped, a value of the wrong type.
///
/// The decoders are lenient so that one broken record does not hide a listing, but such an answer is
/// not one to keep: a cache that stored `{"meals":[null]}` as "no meals" would go on saying so after
/// the server is healthy. The cache sets `current` around a request; the decoders note what they
/// forgave on it. Only the unusual paths note anything, so a well-formed answer pays nothing.
public final class DecodingLeniency: @unchecked Sendable {
    /// The leniency of the request in flight on this task, if someone is asking.
    @TaskLocal public static var current: DecodingLeniency?

    private let lock = Lock()
    private var forgiven = false

    public init() {}

    /// Whether anything was forgiven since this was made.
    public var forgaveSomething: Bool {
        lock.lock()
        defer { lock.unlock() }
        return forgiven
    }

    /// Marks the answer being decoded on this task, if anyone is asking.
    static func noteForgiven() {
        guard let current else { return }
        current.lock.lock()
        current.forgiven = true
        current.lock.unlock()
    }
}
