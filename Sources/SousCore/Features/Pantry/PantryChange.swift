/// One change to the stored pantry; the store applies it to the newest pantry it has.
public enum PantryChange: Equatable, Sendable {
    case add([String])
    case remove(String)
    case clear
}
