import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `plan` against the state machine: the whole next state and the exact effects, on a fixed day.
@Suite("Session: meal plan")
struct PlanSessionTests {
    /// Tuesday 1 December 2026, 09:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_796_115_600)
    static let today = CalendarDay(year: 2026, month: 12, day: 1)

    static let stirFry = Recipe(id: "50001", name: "Stir fry", instructions: "Boil the rice.\r\nFry the eggs with the soy sauce.", ingredients: [
        Ingredient(name: "Rice", measure: "200g"), Ingredient(name: "Soy Sauce", measure: "2 tbsp"),
        Ingredient(name: "Eggs", measure: "2"),
    ])
    static let omelette = Recipe(id: "50002", name: "Omelette", ingredients: [
        Ingredient(name: "Eggs", measure: "3"), Ingredient(name: "Butter", measure: "10g"),
    ])

    /// A test store over `state`, its clock at `now` in UTC.
    static func store(_ state: SessionState) -> SessionTestStore {
        SessionTestStore(state, clock: .fixed(now))
    }

    static func state(open: Recipe? = nil, plan: MealPlan = MealPlan(), listing: Listing? = nil,
                      list: ShoppingList = ShoppingList(), pantry: [String] = []) -> SessionState {
        var state = SessionState(listing: listing, openMeal: open)
        state.plan = plan
        state.shoppingList = list
        state.pantry = pantry
        return state
    }

    static let week = MealPlan(entries: [
        .init(day: today.adding(days: 3), meal: omelette),
        .init(day: today, meal: stirFry, scale: 2),
        // Last week and next week: not this week's.
        .init(day: today.adding(days: -1), meal: omelette),
        .init(day: today.adding(days: 7), meal: omelette),
    ])

    @Test("plan fri puts the open meal on the next Friday at its scale; the store's answer becomes the state")
    func putTheOpenMeal() {
        var state = Self.state(open: Self.stirFry)
        state.scale = 1.5
        var store = Self.store(state)
        // Nothing changes until the store answers.
        store.send(.plan(.put(day: "fri", meal: nil, scale: nil)), effects: [
            .plan(.change(.put(Self.stirFry, on: CalendarDay(year: 2026, month: 12, day: 4), scale: 1.5))),
            .show(.message("+ Stir fry ×1.5 on Fri 4 Dec: plan shows the week")),
        ])
        let stored = MealPlan(entries: [.init(day: CalendarDay(year: 2026, month: 12, day: 4), meal: Self.stirFry, scale: 1.5)])
        store.send(.plan(.changed(stored, problems: []))) { $0.plan = stored }
    }

    @Test("plan <day> n puts a listed meal; a meal already held opens no request")
    func putAListedMeal() {
        let listing = Listing(source: .favorites, items: [Self.omelette.summary, Self.stirFry.summary], pageSize: 10)
        var store = Self.store(Self.state(listing: listing))
        let tomorrow = Self.today.adding(days: 1)
        store.send(.plan(.put(day: "tomorrow", meal: .number(1), scale: 2)),
                   effects: [.load(.meal(id: "50002", purpose: .plan(.put(on: tomorrow, scale: 2))))]) {
            $0.inFlight = .plan(.put(day: "tomorrow", meal: .number(1), scale: 2))
        }
        store.receive(.meal(Self.omelette, purpose: .plan(.put(on: tomorrow, scale: 2))), effects: [
            .plan(.change(.put(Self.omelette, on: tomorrow, scale: 2))),
            .show(.message("+ Omelette ×2 on Wed 2 Dec: plan shows the week")),
        ]) { $0.inFlight = nil }
    }

    @Test("a day that is none, or past, is one line and changes nothing")
    func badDays() {
        var store = Self.store(Self.state(open: Self.stirFry))
        store.send(.plan(.put(day: "someday", meal: nil, scale: nil)),
                   effects: [.show(.error(.plan(.badDay(.unknown("someday")))))])
        store.send(.plan(.put(day: "2026-11-30", meal: nil, scale: nil)),
                   effects: [.show(.error(.plan(.badDay(.past(Self.today.adding(days: -1))))))])
        #expect(SousError.plan(.badDay(.past(Self.today.adding(days: -1)))).message
            == "Mon 30 Nov 2026 is in the past: plan from today on")
        // Nothing open and no meal named: the day's week is shown (a day of the past too), nothing planned.
        var empty = Self.store(Self.state())
        let week = PlanWeek(MealPlan(), today: Self.today, from: Self.today.adding(days: -1))
        empty.send(.plan(.put(day: "2026-11-30", meal: nil, scale: nil)), effects: [.show(.plan(.week(week, favoriteIDs: [])))]) {
            $0.shownPlan = week
            $0.listing = Listing(source: .plan, items: [], pageSize: 10)
        }
        empty.send(.plan(.put(day: "someday", meal: nil, scale: nil)),
                   effects: [.show(.error(.plan(.badDay(.unknown("someday")))))])
    }

    @Test("plan shows the seven days from today, numbered across the week; the listing is the week's, so open 2 opens it")
    func showTheWeek() {
        var store = Self.store(Self.state(plan: Self.week))
        let listing = Listing(source: .plan, items: [Self.stirFry.summary, Self.omelette.summary], pageSize: 10)
        let week = PlanWeek(Self.week, today: Self.today)
        store.send(.plan(.show), effects: [.show(.plan(.week(week, favoriteIDs: [])))]) {
            $0.listing = listing
            $0.shownPlan = week
        }
        #expect(week.days.map(\.day) == MealPlan.week(from: Self.today))
        #expect(week.days.map { $0.meals.map(\.number) } == [[1], [], [], [2], [], [], []])
        #expect(week.days[0].meals.first?.scale == 2)
        #expect((week.before, week.after) == (1, 1), "last week's and next week's meals are counted, not hidden")
        #expect(week.emptyDays.count == 5)
        // The plan keeps whole recipes: open 2 needs no source.
        store.send(.open(.number(2)), effects: [.show(.recipe(Self.omelette, isFavorite: false))]) {
            $0.openMeal = Self.omelette
        }
        // Meal 1 is planned ×2: it opens ×2, as a name too; from another listing it opens as written.
        store.send(.open(.number(1)), effects: [.show(.scaledRecipe(Self.stirFry, isFavorite: false, scale: 2, units: .original))]) {
            $0.openMeal = Self.stirFry
            $0.scale = 2
        }
        store.send(.open(.name("stir")), effects: [.show(.scaledRecipe(Self.stirFry, isFavorite: false, scale: 2, units: .original))])
        store.send(.openScaled(.number(1), scale: 3), effects: [.show(.scaledRecipe(Self.stirFry, isFavorite: false, scale: 3, units: .original))]) {
            $0.scale = 3
        }
        // Paging words on the plan show the week again, not a plain listing.
        store.send(.list, effects: [.show(.plan(.week(week, favoriteIDs: [])))])
    }

    @Test("steps n on the week walks the meal at the scale it is planned at; from another listing, as written")
    func stepsAtThePlannedScale() throws {
        var store = Self.store(Self.state(plan: Self.week))
        let week = PlanWeek(Self.week, today: Self.today)
        store.send(.plan(.show), effects: [.show(.plan(.week(week, favoriteIDs: [])))]) {
            $0.listing = Listing(source: .plan, items: [Self.stirFry.summary, Self.omelette.summary], pageSize: 10)
            $0.shownPlan = week
        }
        let doubled = CookingSteps(meal: Self.stirFry, scale: 2)
        let first = try #require(doubled.step(1))
        store.send(.cooking(.start(.number(1))), effects: [
            .show(.cooking(.step(first, of: doubled.count, meal: Self.stirFry.name, scale: 2, units: .original))),
        ]) {
            $0.cooking = CookingPlace(steps: doubled, number: 1)
        }
        var elsewhere = Self.store(Self.state(plan: Self.week, listing: Listing(source: .favorites, items: [Self.stirFry.summary], pageSize: 10)))
        let asWritten = CookingSteps(meal: Self.stirFry, scale: 1)
        elsewhere.send(.cooking(.start(.number(1))), effects: [
            .show(.cooking(.step(try #require(asWritten.step(1)), of: asWritten.count, meal: Self.stirFry.name, scale: 1, units: .original))),
        ]) {
            $0.cooking = CookingPlace(steps: asWritten, number: 1)
        }
    }

    @Test("an empty week is still shown, day by day, and the plan listing is empty")
    func showAnEmptyWeek() {
        let later = MealPlan(entries: [.init(day: Self.today.adding(days: 9), meal: Self.omelette)])
        var store = Self.store(Self.state(plan: later, listing: Listing(source: .favorites, items: [Self.stirFry.summary], pageSize: 10)))
        let week = PlanWeek(later, today: Self.today)
        store.send(.plan(.show), effects: [.show(.plan(.week(week, favoriteIDs: [])))]) {
            $0.listing = Listing(source: .plan, items: [], pageSize: 10)
            $0.shownPlan = week
        }
        #expect(week.meals.isEmpty && week.emptyDays.count == 7 && week.after == 1)
        store.send(.open(.number(1)), effects: [.show(.error(.noItem(1, count: 0)))])
    }

    @Test("a meal planned far away: said with its year, found from today's week, shown with plan week, plan next and prev, and removed there")
    func anotherWeek() throws {
        let far = CalendarDay(year: 2030, month: 1, day: 1)
        var store = Self.store(Self.state(open: Self.omelette))
        store.send(.plan(.put(day: "2030-01-01", meal: nil, scale: nil)), effects: [
            .plan(.change(.put(Self.omelette, on: far, scale: 1))),
            .show(.message("+ Omelette on Tue 1 Jan 2030: plan week 2030-01-01 shows it")),
        ])
        let plan = MealPlan(entries: [.init(day: far, meal: Self.omelette), .init(day: Self.today, meal: Self.stirFry)])
        store.send(.plan(.changed(plan, problems: []))) { $0.plan = plan }
        let thisWeek = PlanWeek(plan, today: Self.today)
        #expect(ScreenRenderer.outsideLine(thisWeek) == "also planned: 1 meal after Mon 7 Dec, the next on Tue 1 Jan 2030 (plan week 2030-01-01)")
        let farWeek = PlanWeek(plan, today: Self.today, from: far)
        store.send(.plan(.showWeek(.from("2030-01-01"))), effects: [.show(.plan(.week(farWeek, favoriteIDs: [])))]) {
            $0.shownPlan = farWeek
            $0.listing = Listing(source: .plan, items: [Self.omelette.summary], pageSize: 10)
        }
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(.plan(.week(farWeek, favoriteIDs: []))).map(\.plainText)
        #expect(lines.prefix(3) == [" Plan · Tue 1 Jan 2030 – Mon 7 Jan 2030 · 1 meal", " Tue 1 Jan 2030", "   1  Omelette"])
        #expect(lines.contains(" also planned: 1 meal before Tue 1 Jan 2030 (plan prev)"))
        #expect(lines.last == " open <n> shows a recipe · plan remove <n> takes one off · plan shows this week")
        // plan remove 1 is the week's on screen, and the same week is shown again.
        let after = plan.applying(.remove(entryID: "2030-01-01/50002"))
        let emptied = PlanWeek(after, today: Self.today, from: far)
        let omelette = Self.entry(plan, "2030-01-01/50002")
        store.send(.plan(.remove(1)), effects: [.plan(.remove(number: 1, omelette, share: nil))])
        store.send(.plan(.changed(after, problems: []))) { $0.plan = after }
        store.send(.plan(.entryRemoved(number: 1, omelette, shareRemoved: false, wasPlanned: true)), effects: [
            .show(.message("- Omelette off Tue 1 Jan 2030")), .show(.plan(.week(emptied, favoriteIDs: []))),
        ]) {
            $0.shownPlan = emptied
            $0.listing = Listing(source: .plan, items: [], pageSize: 10)
        }
        // next and prev move a week from the one on screen.
        let next = PlanWeek(after, today: Self.today, from: far.adding(days: 7))
        store.send(.plan(.showWeek(.next)), effects: [.show(.plan(.week(next, favoriteIDs: [])))]) { $0.shownPlan = next }
        let back = PlanWeek(after, today: Self.today, from: far)
        store.send(.plan(.showWeek(.previous)), effects: [.show(.plan(.week(back, favoriteIDs: [])))]) { $0.shownPlan = back }
        // plan alone is this week again.
        store.send(.plan(.show), effects: [.show(.plan(.week(PlanWeek(after, today: Self.today), favoriteIDs: [])))]) {
            $0.shownPlan = PlanWeek(after, today: Self.today)
            $0.listing = Listing(source: .plan, items: [Self.stirFry.summary], pageSize: 10)
        }
        func parse(_ line: String) throws -> Command? { try CommandParser.parse(line)?.get() }
        #expect(try parse("plan next") == .plan(.showWeek(.next)))
        #expect(try parse("plan prev") == .plan(.showWeek(.previous)))
        #expect(try parse("plan week 2030-01-01") == .plan(.showWeek(.from("2030-01-01"))))
        #expect(throws: SousError.missingArgument(usage: "plan week <day>")) { try parse("plan week") }
    }

    @Test("the week on screen keeps its numbers when another sous changes the plan, as shop's do: remove and open act on what was shown as n, or say it left")
    func theNumbersStayAsShown() {
        var store = Self.store(Self.state(plan: Self.week))
        let listing = Listing(source: .plan, items: [Self.stirFry.summary, Self.omelette.summary], pageSize: 10)
        let shown = PlanWeek(Self.week, today: Self.today)
        store.send(.plan(.show), effects: [.show(.plan(.week(shown, favoriteIDs: [])))]) {
            $0.listing = listing
            $0.shownPlan = shown
        }
        // Another sous takes the stir fry (1) off and puts a soup on today: the plan is the store's,
        // the screen's numbers are still the ones shown.
        let soup = SessionFixtures.meal("50003", "Soup")
        let changed = Self.week.applying(.remove(entryID: "2026-12-01/50001")).applying(.put(soup, on: Self.today, scale: 1))
        store.send(.plan(.changed(changed, problems: []))) { $0.plan = changed }
        #expect(PlanWeek(changed, today: Self.today).meals.map(\.meal.name) == ["Soup", "Omelette"], "now, soup would be 1")
        // 1 was the stir fry: gone, said so, nothing changed.
        store.send(.plan(.remove(1)), effects: [.show(.error(.plan(.entryGone(1, name: "Stir fry", day: Self.today))))])
        #expect(SousError.plan(.entryGone(1, name: "Stir fry", day: Self.today)).message
            == "meal 1, Stir fry on Tue 1 Dec, left the plan: plan numbers it afresh")
        // open 2 is the omelette, as shown, not the soup's neighbour.
        store.send(.open(.number(2)), effects: [.show(.recipe(Self.omelette, isFavorite: false))]) { $0.openMeal = Self.omelette }
        // plan remove 2 takes off the omelette the user saw as 2, and shows the week as it is now.
        let after = changed.applying(.remove(entryID: "2026-12-04/50002"))
        let renumbered = PlanWeek(after, today: Self.today)
        let omelette = Self.entry(changed, "2026-12-04/50002")
        store.send(.plan(.remove(2)), effects: [.plan(.remove(number: 2, omelette, share: nil))])
        store.send(.plan(.changed(after, problems: []))) { $0.plan = after }
        store.send(.plan(.entryRemoved(number: 2, omelette, shareRemoved: false, wasPlanned: true)), effects: [
            .show(.message("- Omelette off Fri 4 Dec")), .show(.plan(.week(renumbered, favoriteIDs: []))),
        ]) {
            $0.listing = Listing(source: .plan, items: [soup.summary], pageSize: 10)
            $0.shownPlan = renumbered
        }
        let soupEntry = Self.entry(after, "2026-12-01/50003")
        store.send(.plan(.remove(1)), effects: [.plan(.remove(number: 1, soupEntry, share: nil))])
        store.send(.plan(.changed(after.applying(.remove(entryID: "2026-12-01/50003")), problems: []))) {
            $0.plan = after.applying(.remove(entryID: "2026-12-01/50003"))
        }
        store.send(.plan(.entryRemoved(number: 1, soupEntry, shareRemoved: false, wasPlanned: true)), effects: [
            .show(.message("- Soup off Tue 1 Dec")),
            .show(.plan(.week(PlanWeek(after.applying(.remove(entryID: "2026-12-01/50003")), today: Self.today), favoriteIDs: []))),
        ]) {
            $0.listing = Listing(source: .plan, items: [], pageSize: 10)
            $0.shownPlan = PlanWeek(after.applying(.remove(entryID: "2026-12-01/50003")), today: Self.today)
        }
    }

    @Test("before the week is shown, plan remove and plan shop number it as the screen would, day by day, whatever order the plan keeps")
    func oneNumbering() throws {
        // The entries out of day order, as a plan read from a file written by hand may hold them.
        var unsorted = MealPlan()
        unsorted.entries = [.init(day: Self.today.adding(days: 3), meal: Self.omelette), .init(day: Self.today, meal: Self.stirFry)]
        let week = PlanWeek(unsorted, today: Self.today)
        #expect(week.meals.map(\.meal.name) == ["Stir fry", "Omelette"], "the screen: Tuesday's meal is 1")
        var store = Self.store(Self.state(plan: unsorted))
        let stirFry = Self.entry(unsorted, "2026-12-01/50001")
        store.send(.plan(.remove(1)), effects: [.plan(.remove(number: 1, stirFry, share: nil))])
        let removed = unsorted.applying(.remove(entryID: "2026-12-01/50001"))
        store.send(.plan(.changed(removed, problems: []))) { $0.plan = removed }
        store.send(.plan(.entryRemoved(number: 1, stirFry, shareRemoved: false, wasPlanned: true)), effects: [
            .show(.message("- Stir fry off Tue 1 Dec")),
            .show(.plan(.week(PlanWeek(unsorted.applying(.remove(entryID: "2026-12-01/50001")), today: Self.today), favoriteIDs: []))),
        ]) {
            $0.listing = Listing(source: .plan, items: [Self.omelette.summary], pageSize: 10)
            $0.shownPlan = PlanWeek(unsorted.applying(.remove(entryID: "2026-12-01/50001")), today: Self.today)
        }
        var shop = Self.store(Self.state(plan: unsorted))
        shop.send(.plan(.shop), effects: [
            .shopping(.change(.addEntries([ShoppingList.Entry(planned: week.meals[0].entry), ShoppingList.Entry(planned: week.meals[1].entry)]))),
            .show(.message("+ 2 planned meals on the shopping list (4 items): shop shows it")),
        ])
    }

    @Test("plan shop puts the week's meals on the list at their scales, less the pantry, and says what was left out")
    func shopTheWeek() throws {
        var store = Self.store(Self.state(plan: Self.week, pantry: ["soy sauce", "eggs"]))
        let shares = [
            ShoppingList.Entry(planned: .init(day: Self.today, meal: Self.stirFry, scale: 2), leavingOut: ["soy sauce", "eggs"]),
            ShoppingList.Entry(planned: .init(day: Self.today.adding(days: 3), meal: Self.omelette), leavingOut: ["soy sauce", "eggs"]),
        ]
        store.send(.plan(.shop), effects: [
            .shopping(.change(.addEntries(shares))),
            .show(.message("+ 2 planned meals on the shopping list (2 items): shop shows it · in your pantry: Soy Sauce, Eggs")),
        ])
        let list = ShoppingList(entries: shares)
        #expect(list.items.map { "\($0.name) \($0.amountText(in: .original))" } == ["Butter 10 g", "Rice 400 g"])

        var empty = Self.store(Self.state())
        empty.send(.plan(.shop), effects: [.show(.error(.plan(.emptyWeek(from: Self.today))))])
    }

    @Test("plan remove n takes the entry off the plan (and its share off the shopping list when it was bought), then shows the week renumbered")
    func removeAnEntry() {
        let bought = ShoppingList(entries: [ShoppingList.Entry(planned: .init(day: Self.today, meal: Self.stirFry, scale: 2))])
        var store = Self.store(Self.state(plan: Self.week, list: bought))
        store.send(.plan(.show), effects: [.show(.plan(.week(PlanWeek(Self.week, today: Self.today), favoriteIDs: [])))]) {
            $0.listing = Listing(source: .plan, items: [Self.stirFry.summary, Self.omelette.summary], pageSize: 10)
            $0.shownPlan = PlanWeek(Self.week, today: Self.today)
        }
        let after = Self.week.applying(.remove(entryID: "2026-12-01/50001"))
        let stirFry = Self.entry(Self.week, "2026-12-01/50001")
        // The share goes with the entry; what to say waits for the store's answer.
        store.send(.plan(.remove(1)), effects: [.plan(.remove(number: 1, stirFry, share: "plan:2026-12-01/50001"))])
        store.send(.plan(.changed(after, problems: [])), effects: []) { $0.plan = after }
        store.send(.plan(.entryRemoved(number: 1, stirFry, shareRemoved: true, wasPlanned: true)), effects: [
            .show(.message("- Stir fry off Tue 1 Dec, and its share off the shopping list")),
            .show(.plan(.week(PlanWeek(after, today: Self.today), favoriteIDs: []))),
        ]) {
            // The omelette, 2 before, is 1 now, on screen and for open 1.
            $0.listing = Listing(source: .plan, items: [Self.omelette.summary], pageSize: 10)
            $0.shownPlan = PlanWeek(after, today: Self.today)
        }
        let omelette = Self.entry(after, "2026-12-04/50002")
        let empty = after.applying(.remove(entryID: "2026-12-04/50002"))
        store.send(.plan(.remove(1)), effects: [.plan(.remove(number: 1, omelette, share: nil))])
        store.send(.plan(.changed(empty, problems: []))) { $0.plan = empty }
        store.send(.plan(.entryRemoved(number: 1, omelette, shareRemoved: false, wasPlanned: true)), effects: [
            .show(.message("- Omelette off Fri 4 Dec")),
            .show(.plan(.week(PlanWeek(empty, today: Self.today), favoriteIDs: []))),
        ]) {
            $0.listing = Listing(source: .plan, items: [], pageSize: 10)
            $0.shownPlan = PlanWeek(empty, today: Self.today)
        }
        store.send(.plan(.remove(3)), effects: [.show(.error(.plan(.noEntry(3, count: 0))))])
        #expect(SousError.plan(.noEntry(3, count: 2)).message == "no meal 3 in the plan: it has 1–2")
    }

    @Test("a meal another sous removed at the same moment is said to have left the plan, not to be removed twice")
    func removedByAnotherAtOnce() {
        let stirFry = Self.entry(Self.week, "2026-12-01/50001")
        var store = Self.store(Self.state(plan: Self.week))
        store.send(.plan(.remove(1)), effects: [.plan(.remove(number: 1, stirFry, share: nil))])
        let after = Self.week.applying(.remove(entryID: stirFry.id))
        store.send(.plan(.changed(after, problems: []))) { $0.plan = after }
        store.send(.plan(.entryRemoved(number: 1, stirFry, shareRemoved: false, wasPlanned: false)), effects: [
            .show(.error(.plan(.entryGone(1, name: "Stir fry", day: Self.today)))),
        ])
    }

    /// The plan's entry with this id.
    static func entry(_ plan: MealPlan, _ id: String) -> MealPlan.Entry {
        guard let entry = plan.entry(id: id) else { preconditionFailure("no entry \(id) in \(plan)") }
        return entry
    }

    @Test("plan remove from another listing: the week it shows is the listing, so open 1 opens its meal 1")
    func removeFromAnotherListing() {
        var store = Self.store(Self.state(plan: Self.week, listing: Listing(source: .favorites, items: [Self.stirFry.summary], pageSize: 10)))
        let after = Self.week.applying(.remove(entryID: "2026-12-01/50001"))
        let stirFry = Self.entry(Self.week, "2026-12-01/50001")
        store.send(.plan(.remove(1)), effects: [.plan(.remove(number: 1, stirFry, share: nil))])
        store.send(.plan(.changed(after, problems: []))) { $0.plan = after }
        store.send(.plan(.entryRemoved(number: 1, stirFry, shareRemoved: false, wasPlanned: true)), effects: [
            .show(.message("- Stir fry off Tue 1 Dec")),
            .show(.plan(.week(PlanWeek(after, today: Self.today), favoriteIDs: []))),
        ]) {
            $0.listing = Listing(source: .plan, items: [Self.omelette.summary], pageSize: 10)
            $0.shownPlan = PlanWeek(after, today: Self.today)
        }
    }

    @Test("plan clear empties the plan and leaves the shopping list alone")
    func clear() {
        var shown = Self.state(plan: Self.week)
        shown.shownPlan = PlanWeek(Self.week, today: Self.today)
        shown.listing = Listing(source: .plan, items: [Self.stirFry.summary, Self.omelette.summary], pageSize: 10)
        var store = Self.store(shown)
        // The numbers shown go with the plan, and the listing of them: open 2 next opens nothing gone.
        store.send(.plan(.clear), effects: [.plan(.change(.clear)), .show(.message("plan cleared (the shopping list is as it was)"))]) {
            $0.shownPlan = nil
            $0.listing = nil
        }
        store.send(.open(.number(2)), effects: [.show(.error(.noListing))])
        var empty = Self.store(Self.state())
        empty.send(.plan(.clear), effects: [.show(.message("the plan is already empty"))])
    }

    @Test("the words people type parse to plan actions; wrong ones say the usage")
    func parsing() throws {
        func parse(_ line: String) throws -> Command? { try CommandParser.parse(line)?.get() }
        #expect(try parse("plan") == .plan(.show))
        #expect(try parse("plan fri") == .plan(.put(day: "fri", meal: nil, scale: nil)))
        #expect(try parse("plan fri x2") == .plan(.put(day: "fri", meal: nil, scale: 2)))
        #expect(try parse("plan tomorrow 3 x1.5") == .plan(.put(day: "tomorrow", meal: .number(3), scale: 1.5)))
        #expect(try parse("plan 2026-12-05 beef wellington") == .plan(.put(day: "2026-12-05", meal: .name("beef wellington"), scale: nil)))
        #expect(try parse("plan remove 2") == .plan(.remove(2)))
        #expect(try parse("plan rm 2") == .plan(.remove(2)))
        #expect(try parse("plan clear") == .plan(.clear))
        #expect(try parse("plan shop") == .plan(.shop))
        #expect(try parse("plan fill") == .plan(.fill))
        #expect(try parse("plan FILL") == .plan(.fill))
        #expect(throws: SousError.self) { try parse("plan fill 3") }
        #expect(throws: SousError.self) { try parse("plan remove two") }
        #expect(throws: SousError.self) { try parse("plan shop now") }
    }
}
