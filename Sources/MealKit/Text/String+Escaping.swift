extension String {
    /// The text with each scalar `replacement` names written as the text it gives (empty to leave the
    /// scalar out), and every other scalar as it is: one pass for an escaping table (a YAML string's,
    /// JSON made safe inside HTML).
    func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
