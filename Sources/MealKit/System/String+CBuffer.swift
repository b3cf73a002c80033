extension String {
    /// The text a C function wrote into `buffer`: up to its first NUL (all of it when there is none),
    /// bytes that are not UTF-8 read as U+FFFD.
    ///
    /// For the error and message buffers C APIs fill (`String(cString:)` on an array is deprecated,
    /// and would trap on a buffer with no NUL).
    public init(cBuffer buffer: [CChar]) {
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
