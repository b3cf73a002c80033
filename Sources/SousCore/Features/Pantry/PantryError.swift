/// How the pantry's commands (and `cook`, which ranks by the pantry) fail; one line each (`message`).
public enum PantryError: Error, Equatable, Sendable {
    case notInPantry(String)
    case empty

    public var message: String {
        switch self {
        case .notInPantry(let name):
            return "'\(short(name))' is not in the pantry: pantry lists it"
        case .empty:
            return "the pantry is empty: pantry add eggs, flour, milk"
        }
    }
}
