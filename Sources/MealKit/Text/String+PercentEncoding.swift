extension String {
    /// The text's UTF-8 with every byte outside RFC 3986's unreserved set (A–Z a–z 0–9 `-._~`)
    /// percent-encoded, upper-case hex: so user text can never change a URL's shape.
    public var percentEncoded: String { percentEncoded(keeping: Self.isUnreserved) }

    /// The text's UTF-8 with every byte for which `isKept` is false percent-encoded (`%C3%A9`).
    public func percentEncoded(keeping isKept: (UInt8) -> Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for byte in utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` is an ASCII letter or digit.
    public static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether `byte` is in RFC 3986's unreserved set: a letter, a digit, `-`, `.`, `_` or `~`.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }
}
