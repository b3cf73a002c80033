/// Why a meal's picture could not be fetched or kept.
public enum ImageError: Error, Hashable, Sendable {
    /// The body passed the cap (bytes).
    case tooLarge(limit: Int)
    /// The body is not a JPEG or PNG (an HTML error page, a truncated download).
    case notAnImage(String)
    /// The download failed.
    case unreachable(String)
    /// The picture could not be saved.
    case unwritable(path: String, reason: String)

    /// One line for a notice.
    public var reason: String {
        switch self {
        case .tooLarge(let limit): return "larger than \(limit / 1_000) kB"
        case .notAnImage(let detail): return detail
        case .unreachable(let detail): return detail
        case .unwritable(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}
