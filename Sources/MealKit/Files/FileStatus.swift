/// What `lstat`/`stat` said about a path: enough to refuse the wrong kind of thing before opening it.
public struct FileStatus: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case regular, directory, symbolicLink, other }

    public var kind: Kind
    /// The permission bits only (`0o600`).
    public var permissions: UInt32
    public var size: Int
    /// Which file this is and when it last changed; `nil` when the file system does not say, and then
    /// the file is read at every visit.
    public var stamp: FileStamp?

    public init(kind: Kind, permissions: UInt32, size: Int, stamp: FileStamp? = nil) {
        self.kind = kind
        self.permissions = permissions
        self.size = size
        self.stamp = stamp
    }
}

/// A file's identity and change times, as `stat` gives them: equal stamps mean a file was not written
/// in between, as long as the inode cannot have been freed and reused (its holder keeps it open).
///
/// The change time (`ctime`) is in it because no one can set it back: a write, a rename or a `chmod`
/// all move it, even when a tool restores the modification time.
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
    public var changedSeconds: Int
    public var changedNanoseconds: Int

    public init(
        device: UInt64, inode: UInt64, size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int,
        changedSeconds: Int, changedNanoseconds: Int
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
    }
}
