/// The cuisines for scripts (`"kind": "areas"`), A to Z as `area n` takes them.
struct AreasDocument: Encodable {
    let kind = "areas"
    var items: [String]
}
