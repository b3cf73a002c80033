import FoundationEssentials
import MealKit

extension CommandSpec {
    static let plan = CommandSpec(
        name: "plan", usage: "plan [day] [n] [xN]",
        summary: "meal plan by week: days, remove, clear, fill, shop",
        examples: ["plan", "plan fri", "plan tomorrow 3 x2", "plan 2026-12-05 teriyaki", "plan remove 2",
                   "plan next", "plan prev", "plan week 2030-01-01", "plan clear", "plan fill", "plan shop"],
        group: .kitchen, argument: .action(PlanAction.words, taking: PlanAction.dayArguments),
        details: [
            "plan shows the 7 days from today, each day's meals numbered like a listing: open 2 opens meal 2 at "
                + "its planned scale, steps then cooks it.",
            "plan <day> puts the open meal (or item n of the listing, an id, a name) on a day; x2 doubles it. "
                + "Days: mon … sun (the next one, today included), today, tomorrow, 2026-12-05. A day may hold several meals.",
            "plan next and plan prev show the seven days after or before the week on screen, plan week <day> the seven "
                + "from that day (plan <day> does too when no meal is open); plan remove n then takes that week's meal n. "
                + "A day outside this year is shown with its year.",
            "plan fill gives each empty day one meal: your favorites first, then the catalogue, no meal twice in the week.",
            "plan shop puts the week on the shopping list at its scales, less what your pantry holds; shop shows it "
                + "by aisle. plan remove n takes meal n off (and its share off the list); plan clear empties the plan.",
        ]
    ) { .plan(try PlanAction.parse($0)) }
}

extension PlanAction {
    /// The words after `plan` as Tab offers them: the sub-commands, then the days.
    static let words = ["remove", "clear", "fill", "shop", "next", "prev", "week", "today", "tomorrow", "mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// After a day, Tab offers the meals `plan <day>` can take: the listing's, and the favorites; after
    /// `remove`, the planned meals' numbers.
    static let dayArguments: [String: CommandSpec.Argument] = Dictionary(
        uniqueKeysWithValues: (["today", "tomorrow", "tmrw"] + PlanDay.weekdayNames + PlanDay.weekdayNames.map { String($0.prefix(3)) })
            .map { ($0, CommandSpec.Argument.listingItemOrFavorite) } + [("remove", .plannedMeal), ("rm", .plannedMeal)])

    /// `plan`, `plan remove 2` (`rm` too), `plan clear`, `plan fill`, `plan shop`, else `plan <day> [meal] [xN]`.
    static func parse(_ arguments: CommandArguments) throws(SousError) -> PlanAction {
        guard let (word, rest) = arguments.firstWord else { return .show }
        switch word.lowercased() {
        case "remove", "rm":
            guard let rest else { throw .missingArgument(usage: "plan remove <n>") }
            guard let number = Int(rest) else { throw .notANumber(rest, usage: "plan remove <n>") }
            return .remove(number)
        case "next", "prev", "previous":
            guard rest == nil else { throw .unexpectedArgument(command: "plan \(word.lowercased())", usage: "plan next | plan prev") }
            return .showWeek(word.lowercased() == "next" ? .next : .previous)
        case "week":
            guard let rest else { throw .missingArgument(usage: "plan week <day>") }
            return .showWeek(.from(rest))
        case "clear", "fill", "shop":
            let action = word.lowercased()
            guard rest == nil else { throw .unexpectedArgument(command: "plan \(action)", usage: "plan \(action)") }
            return action == "clear" ? .clear : action == "fill" ? .fill : .shop
        default:
            let text = rest ?? ""
            // "plan fri x2": the open meal doubled; splitTrailing needs a meal before the scale.
            if let first = text.first, "xX×".contains(first), !text.contains(" "),
               text.dropFirst().first.map({ $0.isNumber || $0 == "." }) == true {
                return .put(day: word, meal: nil, scale: try ScaleFactor.parse(text.lowercased()))
            }
            let (meal, scale) = try ScaleFactor.splitTrailing(text)
            let reference = try arguments.reference(meal.isEmpty ? nil : meal)
            return .put(day: word, meal: reference, scale: scale)
        }
    }
}
