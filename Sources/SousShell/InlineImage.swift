import FoundationEssentials

/// The escape sequences of the two inline-image protocols.
public enum InlineImage {
    /// kitty: RGB pixels (f=24), base64 in chunks of 4096, shown `columns` cells wide; q=2 stops the
    /// terminal from answering on stdin, where the answer would land in the line editor.
    public static func kitty(_ image: RGBImage, columns: Int) -> String {
        let payload = Data(image.pixels).base64EncodedString()
        var chunks: [Substring] = []
        var rest = Substring(payload)
        while !rest.isEmpty {
            chunks.append(rest.prefix(4096))
            rest = rest.dropFirst(4096)
        }
        var output = ""
        for (index, chunk) in chunks.enumerated() {
            let more = index < chunks.count - 1 ? 1 : 0
            let keys = index == 0 ? "a=T,f=24,s=\(image.width),v=\(image.height),c=\(columns),q=2,m=\(more)" : "m=\(more)"
            output += "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
        }
        return output + "\n"
    }

    /// iTerm2: the file's own bytes (JPEG or PNG), `columns` cells wide, shape kept.
    public static func iTerm(_ data: Data, columns: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(data.count);width=\(columns);preserveAspectRatio=1:"
            + data.base64EncodedString() + "\u{07}\n"
    }
}
