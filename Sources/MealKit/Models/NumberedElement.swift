extension RandomAccessCollection where Index == Int {
    /// The element shown as number `number`, counting from 1 as every numbered list on screen does;
    /// `nil` for 0, a negative number or one past the end. Typed numbers arrive here as typed, and
    /// `number - 1` itself traps on `Int.min` (`open -9223372036854775808`).
    public func element(numbered number: Int) -> Element? {
        guard number >= 1, number <= count else { return nil }
        return self[startIndex + number - 1]
    }
}
