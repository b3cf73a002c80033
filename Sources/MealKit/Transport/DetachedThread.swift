#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a detached pthread: what the transport used Foundation's `Thread` for, without
/// Foundation's object layer (see `Lock`).
enum DetachedThread {
    /// The closure a new thread runs, handed to it through `pthread_create`'s context pointer.
    private final class Start {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }

    /// Runs `body` on a new thread named `name` (at most 15 bytes, Linux's limit, else it stays
    /// unnamed). False when the system refused a thread (then `body` never runs).
    @discardableResult
    static func start(named name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        #if os(Linux)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let created = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let start = Unmanaged<Start>.fromOpaque(context).takeRetainedValue()
            DetachedThread.name(start.name)
            start.body()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            return false
        }
        #if os(Linux)
        pthread_detach(thread)
        #else
        if let thread { pthread_detach(thread) }
        #endif
        return true
    }

    /// Names the calling thread, as `top -H` and debuggers show it.
    private static func name(_ name: String) {
        #if os(Linux)
        // glibc's pthread_setname_np is a GNU extension Swift does not import; this is what it writes.
        let file = open("/proc/thread-self/comm", O_WRONLY)
        guard file >= 0 else { return }
        _ = name.utf8CString.withUnsafeBufferPointer { write(file, $0.baseAddress, $0.count - 1) }
        close(file)
        #else
        _ = pthread_setname_np(name)
        #endif
    }
}
