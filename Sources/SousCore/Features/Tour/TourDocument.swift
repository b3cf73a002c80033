/// The welcome for scripts (`"kind": "tour"`): where data is kept, null when nothing is saved.
struct TourDocument: Encodable {
    let kind = "tour"
    @Nullable var dataDirectory: String?
}
