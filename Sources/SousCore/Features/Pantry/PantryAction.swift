/// What `pantry …` asks of the pantry.
public enum PantryAction: Equatable, Sendable {
    case show
    case add([String])
    case remove([String])
    case clear
}
