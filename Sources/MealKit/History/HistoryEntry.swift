import FoundationEssentials

/// One command line the user ran, with when.
public struct HistoryEntry: Hashable, Sendable, Codable {
    public var line: String
    public var date: Date

    public init(line: String, date: Date) {
        self.line = line
        self.date = date
    }
}
