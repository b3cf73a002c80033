import Foundation
import MealKit
@testable import SousCore
import SousTestSupport

/// Small, readable meals and listings for the state-machine tests.
enum SessionFixtures {
    static let fixedDate = SessionTestStore.fixedDate

    static func meal(_ id: String, _ name: String) -> MealDetail {
        MealDetail(id: id, name: name, category: "Beef", area: "British", instructions: "Cook it.",
                   ingredients: [Ingredient(name: "Beef", measure: "500g")])
    }

    /// `count` summaries named "Meal 1" … with ids 50001 ….
    static func summaries(_ count: Int) -> [MealSummary] {
        (1...max(1, count)).prefix(count).map { MealSummary(id: String(50_000 + $0), name: "Meal \($0)") }
    }

    static func listing(_ count: Int, page: Int = 1, source: ListingSource = .category("Beef")) -> Listing {
        Listing(source: source, items: summaries(count), page: page, pageSize: 10)
    }

    static func session(_ state: SessionState = SessionState()) -> Session {
        Session(state: state, clock: .fixed(fixedDate))
    }

    /// A test store over `state`, its clock at `fixedDate`.
    static func store(_ state: SessionState = SessionState()) -> SessionTestStore {
        SessionTestStore(state)
    }
}
