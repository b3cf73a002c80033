/// The pantry for scripts (`"kind": "pantry"`): its items as kept.
struct PantryDocument: Encodable {
    let kind = "pantry"
    var items: [String]
}
