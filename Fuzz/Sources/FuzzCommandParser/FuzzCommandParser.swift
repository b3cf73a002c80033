import SousCore

/// Any line a user could type parses to a command or an error, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandParser(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    if case .failure(let error)? = CommandParser.parse(line) {
        // The words for the user are built from the line too.
        _ = error.message
    }
    return 0
}
