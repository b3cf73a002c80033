import Foundation
@_spi(Fuzzing) import MealKit

/// Any body a server could send, TheMealDB's or Edamam's, decodes to meals or a `MealDBError`, never
/// a crash; and what the screens then read from those meals (measures, the durations steps name) is
/// read without one too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMealDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = Data(bytes: start, count: count)
    do {
        readAsScreensDo(try MealDBResponse<MealDetail>.decode(body))
    } catch is MealDBError {
    } catch {
        fatalError("decode threw something other than MealDBError: \(error)")
    }
    _ = try? MealDBResponse<MealSummary>.decode(body)
    if let meals = try? EdamamAnswerCheck.meals(from: body) { readAsScreensDo(meals) }
    return 0
}

private func readAsScreensDo(_ meals: [MealDetail]) {
    for meal in meals {
        for ingredient in meal.ingredients { _ = Measure(ingredient.measure).quantity?.formatted }
        for line in meal.instructions.split(whereSeparator: \.isNewline) { _ = StepDuration.find(in: String(line)) }
    }
}
