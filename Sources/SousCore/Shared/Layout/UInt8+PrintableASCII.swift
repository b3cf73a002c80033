extension UInt8 {
    /// Whether the byte is printable ASCII, space to tilde: a character of its own, one column wide,
    /// with nothing to make safe. Text made only of such bytes takes the layout's fast paths.
    var isPrintableASCII: Bool { (0x20..<0x7F).contains(self) }
}
