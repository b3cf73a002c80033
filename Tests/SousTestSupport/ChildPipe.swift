#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// A pipe to one child process whose ends are close-on-exec from the moment they exist (`pipe2`
/// with `O_CLOEXEC`), for tests that start processes while other tests start theirs.
///
/// Foundation's `Pipe` makes plain descriptors, and `Process` closes in each child only the
/// descriptors open when it looked: a pipe another test creates a moment later can still reach a
/// child spawned meanwhile. When that is the write end of a sous's standard input, and the child
/// that holds it lives for minutes (a test server, a sous waiting on a lock), sous never sees its
/// input end. Here the kernel closes both ends in every child at `exec`, except where `Process`
/// puts the child's own end on its descriptor 0, 1 or 2 (`dup2` clears the flag there).
public final class ChildPipe: @unchecked Sendable {
    /// The end this process keeps: written for a child's input, read for its output.
    public let ownEnd: FileHandle
    /// The end given to the child (`process.standardInput = pipe.childEnd`), closed here by
    /// `childStarted()`.
    public let childEnd: FileHandle

    public enum Direction { case toChild, fromChild }

    public init(_ direction: Direction) throws {
        var descriptors: [Int32] = [-1, -1]
        guard Self.pipe2(&descriptors, O_CLOEXEC) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        let reading = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
        let writing = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
        (ownEnd, childEnd) = direction == .toChild ? (writing, reading) : (reading, writing)
    }

    /// glibc's `pipe2`, which the Glibc module does not show (it is a GNU extension): found by name.
    private static let pipe2: @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { fatalError("no pipe2 in libc") }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
    }()

    /// Closes this process's copy of the child's end once the child has it, so the child's exit is
    /// the end of its output here, and the end of input there is ours alone to give.
    public func childStarted() {
        try? childEnd.close()
    }
}
