import MealKit

/// Any measure text is read, scaled, converted and formatted without a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMeasure(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let measure = Measure(text)
    guard let quantity = measure.quantity else { return 0 }
    _ = quantity.formatted
    _ = quantity.baseAmount
    for factor in [0.5, 2, 3, 1.0 / 3, 100] {
        for system in UnitSystem.allCases {
            _ = quantity.scaled(by: factor).converted(to: system).tidied().formatted
        }
    }
    return 0
}
