import MealKit

extension Session {
    /// The day's menu becomes the listing, meal of the day first, so `open 1` opens it.
    mutating func showToday(_ menu: DailyMenu) -> [Effect] {
        state.shownNames = nil
        state.listing = Listing(source: .today, items: [menu.pick] + menu.picks, pageSize: state.pageSize)
        return [.show(.today(menu, favoriteIDs: Set(state.favorites.map(\.id))))]
    }
}
