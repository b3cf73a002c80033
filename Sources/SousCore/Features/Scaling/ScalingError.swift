import MealKit

/// How a typed scale (`scale 2`, `open 3 x1/2`) fails; one line each (`message`).
public enum ScalingError: Error, Equatable, Sendable {
    case notAScale(String)
    case outOfRange(String)

    public var message: String {
        switch self {
        case .notAScale(let text):
            return "'\(short(text))' is not a scale: use a number such as 2, 1.5 or 1/2"
        case .outOfRange(let text):
            return "scale \(short(text)) is out of range: use more than 0 and at most \(String(wholeNumber: Recipe.largestScale))"
        }
    }
}
