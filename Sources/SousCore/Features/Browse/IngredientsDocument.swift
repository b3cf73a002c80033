/// The ingredients for scripts (`"kind": "ingredients"`); `prefix` is null when none was asked for.
struct IngredientsDocument: Encodable {
    let kind = "ingredients"
    @Nullable var prefix: String?
    var items: [String]
}
