import CJPEG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import MealKit

/// Decodes JPEG bytes to RGB with the system's libjpeg-turbo.
public enum JPEGDecoder {
    /// Pictures larger than this many pixels are refused before any is decoded (TheMealDB's are 700×700).
    public static let pixelLimit = 4_096 * 4_096

    public enum Failure: Error, Equatable, Sendable {
        case unreadable(String)
        case tooLarge
    }

    public static func decode(_ data: Data) throws(Failure) -> RGBImage {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let bytes = [UInt8](data)
        let status = bytes.withUnsafeBufferPointer { buffer in
            sous_jpeg_decode_rgb(buffer.baseAddress, UInt(buffer.count), UInt(pixelLimit), &pixels, &width, &height,
                                 &message, message.count)
        }
        defer { free(pixels) }
        switch status {
        case 0: break
        case 2: throw .tooLarge
        default:
            let text = String(cBuffer: message)
            throw .unreadable(text.isEmpty ? "not a JPEG" : text)
        }
        guard let pixels, width > 0, height > 0 else { throw .unreadable("an empty picture") }
        let count = Int(width) * Int(height) * 3
        return RGBImage(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
