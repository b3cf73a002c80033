import Foundation
import MealKit

/// Any body a server could send decodes to meals or a `MealDBError`, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMealDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = Data(bytes: start, count: count)
    do {
        let meals = try MealDBResponse<MealDetail>.decode(body)
        // What the screens read from a decoded meal.
        for meal in meals {
            for ingredient in meal.ingredients { _ = Measure(ingredient.measure).quantity?.formatted }
        }
    } catch is MealDBError {
    } catch {
        fatalError("decode threw something other than MealDBError: \(error)")
    }
    _ = try? MealDBResponse<MealSummary>.decode(body)
    return 0
}
