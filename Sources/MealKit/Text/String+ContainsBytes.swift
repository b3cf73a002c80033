#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether `other` occurs in this text, compared byte by byte in UTF-8 (an empty `other` always
    /// does): what Foundation's `contains` matched (code units, not whole characters), for texts
    /// already folded alike (`foldedForSearch`).
    ///
    /// The standard library's `contains` searches character by character; over the catalogue's 552
    /// folded names it was a quarter of `search chicken` (~0.6 ms), against a few microseconds here.
    public func containsBytes(of other: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { text in
            other.utf8.withContiguousStorageIfAvailable { wanted -> Bool in
                guard let first = wanted.first else { return true }
                guard wanted.count <= text.count, let base = text.baseAddress, let needle = wanted.baseAddress
                else { return false }
                var start = 0
                let lastStart = text.count - wanted.count
                while start <= lastStart {
                    // The next place the first byte occurs, then the rest compared at once.
                    guard let hit = memchr(base + start, Int32(first), lastStart - start + 1) else { return false }
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, needle, wanted.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
        return (found ?? nil) ?? contains(other)
    }
}
