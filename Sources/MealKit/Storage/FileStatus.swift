/// What `lstat`/`stat` said about a path: enough to refuse the wrong kind of thing before opening it.
public struct FileStatus: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case regular, directory, symbolicLink, other }

    public var kind: Kind
    /// The permission bits only (`0o600`).
    public var permissions: UInt32
    public var size: Int

    public init(kind: Kind, permissions: UInt32, size: Int) {
        self.kind = kind
        self.permissions = permissions
        self.size = size
    }
}
