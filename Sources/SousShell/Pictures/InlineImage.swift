import FoundationEssentials

/// The escape sequences of the two inline-image protocols.
public enum InlineImage {
    /// The most pixels a column kitty is sent, across and down: a cell's width on a HiDPI screen. The
    /// terminal scales the picture to `columns` cells anyway, and a picture server's 4096 × 4096 JPEG
    /// would be 64 MB of escapes; shrunk (shape kept) it is at most 960 × 960 at 40 columns. A strip
    /// taller than twice its width is squeezed to that, as the half blocks are: at most `columns` rows.
    static let pixelsPerColumn = 24

    /// kitty: RGB pixels (f=24), base64 in chunks of 4096, shown `columns` cells wide; q=2 stops the
    /// terminal from answering on stdin, where the answer would land in the line editor.
    public static func kitty(_ picture: RGBImage, columns: Int) -> String {
        let largest = max(1, columns) * pixelsPerColumn
        let shrink = min(1, Double(largest) / Double(max(picture.width, picture.height)))
        let width = max(1, Int((Double(picture.width) * shrink).rounded()))
        let height = min(2 * width, max(1, Int((Double(picture.height) * shrink).rounded())))
        let image = picture.scaled(width: width, height: height)
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
