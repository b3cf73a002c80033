/// A decoded picture: 8-bit RGB, row after row, three bytes a pixel.
public struct RGBImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at (x, y), which must be inside the picture.
    public func color(x: Int, y: Int) -> RGB {
        let offset = (y * width + x) * 3
        return RGB(pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The picture resized to `width` × `height` (each at least 1), each new pixel the average of the
    /// ones it covers, so a large picture shrinks without shimmering.
    public func scaled(width newWidth: Int, height newHeight: Int) -> RGBImage {
        let (newWidth, newHeight) = (max(1, newWidth), max(1, newHeight))
        guard newWidth != width || newHeight != height else { return self }
        // Nothing to average (the decoder never gives such a picture, but the type allows it): black.
        guard width > 0, height > 0, pixels.count >= width * height * 3 else {
            return RGBImage(width: newWidth, height: newHeight, pixels: [UInt8](repeating: 0, count: newWidth * newHeight * 3))
        }
        var scaled = [UInt8]()
        scaled.reserveCapacity(newWidth * newHeight * 3)
        for y in 0..<newHeight {
            let y0 = min(height - 1, y * height / newHeight)
            let y1 = min(height, max(y0 + 1, (y + 1) * height / newHeight))
            for x in 0..<newWidth {
                let x0 = min(width - 1, x * width / newWidth)
                let x1 = min(width, max(x0 + 1, (x + 1) * width / newWidth))
                var sums = (0, 0, 0)
                for yy in y0..<y1 {
                    for xx in x0..<x1 {
                        let offset = (yy * width + xx) * 3
                        sums.0 += Int(pixels[offset])
                        sums.1 += Int(pixels[offset + 1])
                        sums.2 += Int(pixels[offset + 2])
                    }
                }
                let count = (y1 - y0) * (x1 - x0)
                scaled.append(UInt8(sums.0 / count))
                scaled.append(UInt8(sums.1 / count))
                scaled.append(UInt8(sums.2 / count))
            }
        }
        return RGBImage(width: newWidth, height: newHeight, pixels: scaled)
    }
}

/// One 24-bit colour.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public var description: String { "(\(red),\(green),\(blue))" }

    /// True when each channel is within `tolerance` of `other`'s (JPEG moves colours a little).
    public func isClose(to other: RGB, tolerance: Int = 12) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }
}
