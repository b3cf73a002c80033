/// An error for scripts: `{"error": {"message": …, "line": n}}`, `line` only when the input line is known.
struct ErrorDocument: Encodable {
    struct Body: Encodable {
        var message: String
        var line: Int?
    }

    var error: Body

    init(message: String, line: Int?) { error = Body(message: message, line: line) }
}
