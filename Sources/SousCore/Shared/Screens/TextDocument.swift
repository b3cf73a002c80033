/// A screen that is one text, for scripts: a message, a notice, an exported document.
struct TextDocument: Encodable {
    var kind: String
    var text: String
}
