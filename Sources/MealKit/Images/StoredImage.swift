import FoundationEssentials

/// A meal's picture as bytes, and where it is kept on disk (nil for one held in memory only).
public struct StoredImage: Hashable, Sendable {
    public var data: Data
    public var format: ImageFormat
    public var path: String?

    public init(data: Data, format: ImageFormat, path: String? = nil) {
        self.data = data
        self.format = format
        self.path = path
    }
}
