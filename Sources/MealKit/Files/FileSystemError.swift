#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A failed system call: which one, on what, and the `errno` it left.
public struct FileSystemError: Error, Hashable, Sendable {
    public var call: String
    public var path: String
    public var code: Int32

    public init(call: String, path: String, code: Int32) {
        self.call = call
        self.path = path
        self.code = code
    }

    /// The C library's words for `code` ("No space left on device"), what a user can act on.
    public var reason: String { String(cString: strerror(code)) }
}
