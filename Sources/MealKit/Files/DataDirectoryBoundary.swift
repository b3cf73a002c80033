import FoundationEssentials

/// Tells a path under the data directory that really leads outside it (a link to another folder, or
/// to a file elsewhere), so a store never writes or deletes through it.
///
/// A user may well link `recipes/` or `images/` to another disk; sous then leaves the link and what
/// it points at alone, and keeps its changes in memory for the session (`StorageProblem.symlinkRefused`).
struct DataDirectoryBoundary: Sendable {
    let directory: String
    private let fileSystem: any FileSystem

    init(directory: String, fileSystem: any FileSystem) {
        self.directory = directory
        self.fileSystem = fileSystem
    }

    /// Where `path` really leads when that is outside the data directory; `nil` when it stays inside
    /// (or does not exist yet: then the nearest folder that does exist is what counts).
    func escape(of path: String) -> String? {
        guard let root = try? fileSystem.resolvedPath(directory) else { return nil }
        var probe = path
        while probe.count > directory.count {
            if let real = try? fileSystem.resolvedPath(probe) {
                return real == root || real.hasPrefix(root + "/") ? nil : real
            }
            // A link to nothing resolves to nothing: what it would create is outside too.
            if let status = try? fileSystem.status(ofItemAt: probe, followingSymlink: false),
               status.kind == .symbolicLink {
                return "a missing file"
            }
            probe = probe.deletingLastPathComponent
        }
        return nil
    }
}
