import Foundation
@_spi(Fuzzing) import MealKit
import SousCore

/// Any body a server could send, TheMealDB's or Edamam's, decodes to meals or a `MealDBError`, never
/// a crash; and the screens a decoded meal makes (the recipe as it is and scaled, each cooking step
/// with its timer) render without one too, at 80 and 40 columns and as JSON Lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMealDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = Data(bytes: start, count: count)
    do {
        renderLikeTheShell(try MealDBResponse<Recipe>.decode(body))
    } catch is MealDBError {
    } catch {
        fatalError("decode threw something other than MealDBError: \(error)")
    }
    _ = try? MealDBResponse<MealSummary>.decode(body)
    if let meals = try? EdamamAnswerCheck.meals(from: body) { renderLikeTheShell(meals) }
    return 0
}

private let renderers = [80, 40].map { ScreenRenderer(width: $0, utcOffset: .utc) }

private func renderLikeTheShell(_ meals: [Recipe]) {
    for meal in meals {
        let steps = CookingSteps(meal: meal, scale: 3)
        var screens: [Screen] = [
            .recipe(meal, isFavorite: false), .scaledRecipe(meal, isFavorite: true, scale: 3, units: .metric),
        ]
        screens += steps.steps.map { .cooking(.step($0, of: steps.count, meal: meal.name, scale: 3, units: .us)) }
        for screen in screens {
            for renderer in renderers { _ = renderer.render(screen) }
            _ = renderers[0].json(screen, line: 1)
        }
    }
}
