/// One page of a listing from a source that pages (Edamam): its meals, the total, and where the next starts.
public struct MealPage: Equatable, Sendable {
    public var items: [MealSummary]
    /// How many meals match in all, when the source says (Edamam caps it at 10000).
    public var totalCount: Int?
    /// The largest count a source gives (Edamam's cap): a total this large means "this many or more".
    public static let countCap = 10_000
    /// An opaque, key-free token for the next page; nil on the last one.
    public var continuation: String?

    public init(items: [MealSummary], totalCount: Int? = nil, continuation: String? = nil) {
        self.items = items
        self.totalCount = totalCount
        self.continuation = continuation
    }
}
