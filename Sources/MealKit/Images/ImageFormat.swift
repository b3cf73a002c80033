import FoundationEssentials

/// The picture formats sous keeps, recognised by their first bytes rather than by what a server claims.
public enum ImageFormat: String, Hashable, Sendable {
    case jpeg, png

    /// The file name extension.
    public var fileExtension: String { self == .jpeg ? "jpg" : "png" }

    /// The format `data` starts like, or nil.
    public init?(sniffing data: Data) {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else {
            return nil
        }
    }

    /// Checks a downloaded body: within `limit` bytes, declared as an image (when declared at all),
    /// and really a JPEG or PNG. A captive portal's HTML page must not be kept as a picture.
    public static func validate(_ data: Data, contentType: String?, limit: Int) throws(ImageError) -> ImageFormat {
        guard data.count <= limit else { throw .tooLarge(limit: limit) }
        if let contentType {
            let mime = contentType.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() } ?? ""
            // Some CDNs say application/octet-stream for everything; the bytes decide then.
            guard mime.hasPrefix("image/") || mime == "application/octet-stream" || mime.isEmpty else {
                throw .notAnImage("the server sent \(mime), not a picture")
            }
        }
        guard let format = ImageFormat(sniffing: data) else { throw .notAnImage("not a JPEG or PNG") }
        return format
    }
}
