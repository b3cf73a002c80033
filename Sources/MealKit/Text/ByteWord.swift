/// Eight bytes read as one word and tested all at once (SWAR), for the loops that scan long runs of
/// plain text: a store file's strings, a picture's address. Each test answers the high bit of every
/// byte that passes (the byte first in memory lowest).
struct ByteWord {
    let bits: UInt64

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of each byte: what every test answers in.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `pointer`, whatever their alignment.
    init(at pointer: UnsafeRawPointer) { bits = pointer.loadUnaligned(as: UInt64.self) }

    private init(bits: UInt64) { self.bits = bits }

    /// Whether every byte is ASCII (below 0x80).
    var isASCII: Bool { bits & Self.highBits == 0 }

    /// The bytes below `limit` (at most 0x80): exact about whether there is one, and about the first;
    /// a byte after a true one may be marked too (a borrow runs upward). A byte of 0x80 or more never is.
    func below(_ limit: UInt8) -> UInt64 { (bits &- Self.ones &* UInt64(limit)) & ~bits & Self.highBits }

    /// The bytes equal to `byte`, with `below(_:)`'s exactness.
    func equal(to byte: UInt8) -> UInt64 { ByteWord(bits: bits ^ Self.ones &* UInt64(byte)).below(1) }

    /// The bytes from `low` to `high`; exact for every byte, but only for a word all ASCII (there,
    /// adding to a byte never carries into the next).
    func within(_ low: UInt8, _ high: UInt8) -> UInt64 {
        (bits &+ Self.ones &* UInt64(0x80 - low)) & ~(bits &+ Self.ones &* UInt64(0x7F - high)) & Self.highBits
    }

    /// The word with each byte's `mask` bits set (`0x20` turns ASCII capitals into small letters).
    func setting(_ mask: UInt8) -> ByteWord { ByteWord(bits: bits | Self.ones &* UInt64(mask)) }
}
