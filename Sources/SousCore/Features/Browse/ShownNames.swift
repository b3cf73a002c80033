/// The numbered names last on screen, when they came after any numbered meals: `categories` or
/// `areas`. Their numbers then go with the command that fits them, so `open 3` lists category 3's
/// meals as `cat 3` does.
public enum ShownNames: Equatable, Sendable {
    case categories
    case areas

    /// The listing of name number `number`, as `cat 3` or `area 3` asks it.
    func query(_ number: Int) -> ListingQuery {
        switch self {
        case .categories: .category(String(number))
        case .areas: .area(String(number))
        }
    }
}
