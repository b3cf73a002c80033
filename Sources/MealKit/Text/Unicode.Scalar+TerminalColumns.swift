#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Unicode.Scalar {
    /// Columns a terminal gives this scalar: the C library's `wcwidth` in a UTF-8 locale, which is
    /// what libedit, tmux and most terminals count by (⏰ and ☕ take two, combining marks none).
    ///
    /// Asked in a UTF-8 locale of its own (`uselocale` on this thread, for the call only), so the
    /// answer is the same whatever the process's locale is: a process still in "C" would get -1
    /// for every letter outside ASCII. A scalar `wcwidth` does not know (one newer than the C
    /// library's tables) takes one column, a control character none.
    public var terminalColumns: Int {
        if value >= 0x20, value < 0x7F { return 1 }
        let columns = C.shared.columns(value)
        if columns >= 0 { return Int(columns) }
        return properties.generalCategory == .control ? 0 : 1
    }

    /// `wcwidth` and a UTF-8 locale to ask it in, found once.
    ///
    /// `wcwidth` is looked up by name: glibc declares it only for X/Open sources, which Swift's
    /// Glibc module is not built as. The locale is never freed or changed, so any thread may use it.
    private struct C: @unchecked Sendable {
        typealias Width = @convention(c) (Int32) -> Int32
        let wcwidth: Width?
        let utf8: locale_t?

        static let shared = C()

        private init() {
            #if canImport(Darwin)
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
            #else
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
            #endif
            wcwidth = dlsym(everywhere, "wcwidth").map { unsafeBitCast($0, to: Width.self) }
            var found: locale_t?
            for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] where found == nil {
                found = newlocale(LC_CTYPE_MASK, name, nil)
            }
            utf8 = found
        }

        /// The columns `wcwidth` gives `value` in the UTF-8 locale (on this thread, for the call
        /// only), or in the process's own where there is none; -1 when it cannot say.
        func columns(_ value: UInt32) -> Int32 {
            guard let wcwidth else { return -1 }
            guard let utf8 else { return wcwidth(Int32(bitPattern: value)) }
            let previous = uselocale(utf8)
            defer { uselocale(previous) }
            return wcwidth(Int32(bitPattern: value))
        }
    }
}
