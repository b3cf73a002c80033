import MealKit

extension Session {
    mutating func cooking(_ action: CookingAction) -> [Effect] {
        switch action {
        case .start(let reference):
            guard let reference else {
                guard let meal = state.openMeal else { return fail(.nothingOpen) }
                // Left before the end: back where it was left, and said so.
                if let left = state.leftCooking, left.steps.meal == meal, left.steps.scale == state.scale {
                    state.cooking = left
                    state.leftCooking = nil
                    return showStep() + [.show(.message("back at step \(left.number), where you left it · 1 starts over"))]
                }
                return startCooking(meal, scale: state.scale)
            }
            return withMeal(reference, purpose: .cooking(.start(scale: plannedScale(reference) ?? 1)))
        case .next, .back:
            guard let place = state.cooking else { return [] }
            let target = place.number + (action == .next ? 1 : -1)
            guard place.steps.step(target) != nil else {
                if action == .back { return [.show(.message("this is the first step · q leaves"))] }
                state.cooking = nil
                state.leftCooking = nil
                return [.show(.message("that was the last step of \(place.steps.meal.name): enjoy it"))]
            }
            return show(step: target, of: place)
        case .timer:
            guard let place = state.cooking, let step = place.steps.step(place.number) else { return [] }
            guard !step.timers.isEmpty else { return [.show(.message("this step names no time: timer 25m starts one"))] }
            // The step's timers one at a time, in order (after the last, the first again), each
            // labelled with the name the recipe gives it: "step 3 eggs".
            let found = step.timers[place.timersStarted % step.timers.count]
            state.cooking?.timersStarted += 1
            return timer(.start(found.duration, label: "step \(place.number)" + (found.name.map { " " + $0 } ?? "")))
        case .go(let number):
            guard let place = state.cooking else { return [] }
            guard place.steps.step(number) != nil else {
                return [.show(.message("no step \(number): \(place.steps.meal.name) has steps 1–\(place.steps.count)"))]
            }
            return show(step: number, of: place)
        case .leave:
            guard let place = state.cooking else { return [] }
            state.cooking = nil
            state.leftCooking = place
            return [.show(.message("left the steps of \(place.steps.meal.name) at step \(place.number): steps goes on from there"))]
        }
    }

    /// A recipe fetched for cooking mode, for what it was fetched for.
    mutating func act(on meal: Recipe, for purpose: Cooking.Purpose) -> [Effect] {
        switch purpose {
        case .start(let scale): return startCooking(meal, scale: scale)
        }
    }

    mutating func startCooking(_ meal: Recipe, scale: Double) -> [Effect] {
        let steps = CookingSteps(meal: meal, scale: scale, units: state.units)
        guard steps.count > 0 else { return [.show(.message("\(meal.name) has no steps to walk"))] }
        state.cooking = CookingPlace(steps: steps, number: 1)
        state.leftCooking = nil
        return showStep()
    }

    /// Moves cooking mode to step `number` (one that exists), its timers not yet started, and shows it.
    private mutating func show(step number: Int, of place: CookingPlace) -> [Effect] {
        var moved = place
        moved.number = number
        moved.timersStarted = 0
        state.cooking = moved
        return showStep()
    }

    func showStep() -> [Effect] {
        guard let place = state.cooking, let step = place.steps.step(place.number) else { return [] }
        return [.show(.cooking(.step(step, of: place.steps.count, meal: place.steps.meal.name,
                                     scale: place.steps.scale, units: state.units)))]
    }
}
