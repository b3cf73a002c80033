import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback port that refuses connections for as long as this value lives: a socket bound to it and
/// never listening. A server stopped to free its port is no such thing while tests run in parallel, as
/// the kernel may hand the freed port to the next server another test starts.
public final class ClosedPort: @unchecked Sendable {
    // `@unchecked`: `descriptor` is set once, in init, and closed in deinit.
    private let descriptor: Int32
    public let port: Int

    public init() throws {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(socketDescriptor, socketAddress, length) == 0 && getsockname(socketDescriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(socketDescriptor)
            throw POSIXError(.EADDRINUSE)
        }
        descriptor = socketDescriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }
}
