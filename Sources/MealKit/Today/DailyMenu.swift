/// The meal of the day and a few picks from the day's category: the same all day, new tomorrow.
public struct DailyMenu: Hashable, Sendable {
    /// How many picks come with the meal of the day.
    public static let pickCount = 3

    public var day: CalendarDay
    /// The meal of the day.
    public var pick: MealSummary
    /// The category the extra picks come from; it changes every day, in turn.
    public var category: String
    /// Up to three meals of `category`, never the meal of the day.
    public var picks: [MealSummary]

    public init(day: CalendarDay, pick: MealSummary, category: String, picks: [MealSummary]) {
        self.day = day
        self.pick = pick
        self.category = category
        self.picks = picks
    }
}
