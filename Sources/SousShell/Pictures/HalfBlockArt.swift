/// A picture drawn with "▀": each character cell shows two pixels, the top one in the foreground
/// colour and the bottom one in the background colour, in 24-bit colour.
public struct HalfBlockArt: Equatable, Sendable {
    /// One character cell's two pixels.
    public struct Cell: Equatable, Sendable {
        public var top: RGB
        public var bottom: RGB
    }

    /// Rows of cells, all `columns` wide.
    public var rows: [[Cell]]
    public var columns: Int { rows.first?.count ?? 0 }

    /// Scales `image` to `columns` cells wide (each averaging the pixels it covers, so a large picture
    /// does not shimmer), keeping its shape: a cell is about twice as tall as wide, hence two pixels.
    /// At most `columns` rows, twice a square's height: a picture 1 pixel wide and 65,535 tall (JPEG's
    /// largest) would otherwise be 1.3 million rows of escapes; such a one is squeezed instead.
    public init(_ image: RGBImage, columns: Int) {
        let width = max(1, columns)
        let shapeHeight = (Double(image.height) * Double(width) / Double(image.width)).rounded()
        let pixelHeight = Int(min(Double(2 * width), max(2, shapeHeight)))
        let scaled = image.scaled(width: width, height: pixelHeight)
        rows = stride(from: 0, to: pixelHeight, by: 2).map { y in
            (0..<width).map { x in
                // An odd last pixel row has nothing below it: the cell repeats it.
                Cell(top: scaled.color(x: x, y: y), bottom: scaled.color(x: x, y: min(y + 1, pixelHeight - 1)))
            }
        }
    }

    /// The bytes for a truecolor terminal: SGR 38;2 and 48;2 per cell, reset at each line's end.
    public var ansi: String {
        var output = ""
        for row in rows {
            var last: Cell?
            for cell in row {
                if cell != last {
                    let (t, b) = (cell.top, cell.bottom)
                    output += "\u{1B}[38;2;\(t.red);\(t.green);\(t.blue);48;2;\(b.red);\(b.green);\(b.blue)m"
                    last = cell
                }
                output += "▀"
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }
}
