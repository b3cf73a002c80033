import CEditLine
import FoundationEssentials
import MealKit
import SousCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines on a terminal with libedit: emacs keys, history, sous's Tab completion, suggestions from
/// history (`LineEditor+Suggestion.swift`) and a readable Ctrl-R (`LineEditor+Search.swift`).
///
/// libedit reads through `readCharacter`, which waits on the keyboard and on the `SignalRelay` at once:
/// Ctrl-C ends the line as an empty one, Ctrl-Z suspends with the terminal restored, a resize re-measures,
/// SIGTERM and SIGHUP end input. libedit's own EL_SIGNAL handling is left off: it gives a signal back to
/// the previous handler once and only re-arms at the next line, so a second resize or Ctrl-Z on the same
/// line would be missed.
public final class LineEditor: LineReading {
    /// The keys bound before `~/.editrc` is read, so the user's file can change them.
    static let defaultBindings: [(key: String, command: String)] = [
        ("^R", "sous-search"),
        ("^D", "sous-eof"),
        // → and Ctrl-F move right, and at the end of the line take the suggestion.
        ("\\e[C", "sous-forward"), ("\\eOC", "sous-forward"), ("^F", "sous-forward"),
        ("^W", "ed-delete-prev-word"),
        ("\\e[A", "ed-prev-history"), ("\\eOA", "ed-prev-history"),
        ("\\e[B", "ed-next-history"), ("\\eOB", "ed-next-history"),
        ("\\e[H", "ed-move-to-beg"), ("\\eOH", "ed-move-to-beg"), ("\\e[1~", "ed-move-to-beg"), ("\\e[7~", "ed-move-to-beg"),
        ("\\e[F", "ed-move-to-end"), ("\\eOF", "ed-move-to-end"), ("\\e[4~", "ed-move-to-end"), ("\\e[8~", "ed-move-to-end"),
        ("\\e[3~", "ed-delete-next-char"),
        ("\\e[1;5C", "em-next-word"), ("\\e[5C", "em-next-word"), ("\\eOc", "em-next-word"), ("\\e[1;3C", "em-next-word"),
        ("\\e[1;5D", "ed-prev-word"), ("\\e[5D", "ed-prev-word"), ("\\eOd", "ed-prev-word"), ("\\e[1;3D", "ed-prev-word"),
    ]

    /// Lists longer than this ask first, as readline does.
    public static let listingQuestionThreshold = 100

    let editor: OpaquePointer
    private let history: OpaquePointer
    private let signals: SignalRelay
    private let completionContext: () -> CompletionContext
    let width: () -> Int
    /// Whether to suggest from history, asked at each line (the `suggest` setting, and colour).
    private let suggestionsWanted: () -> Bool
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    /// The prompt libedit shows now, as text (the search line changes it).
    private(set) var promptText = ""
    /// The lines suggestions and Ctrl-R look through.
    var recall = EditorHistory()
    /// Whether this line shows suggestions.
    var suggests = false
    /// Whether a suggestion is drawn after the cursor now, to be wiped before the next key is handled.
    var suggestionShown = false
    /// Set while one of sous's own commands reads keys (Ctrl-R, the listing question): no suggestion then.
    var readingOwnKeys = false
    /// The line and cursor a Tab left behind: a second Tab on the same state lists the candidates.
    private var lastTab: (before: [UnicodeScalar], after: [UnicodeScalar])?
    private var interrupted = false
    private var closed = false
    /// When to stop waiting for a key to ring a timer above the line, and what to print then.
    private var alarm: PromptAlarm?
    /// `$EDITRC` or `~/.editrc`, read with the key bindings at the first key (`bindKeys`).
    private var editrc: String?
    private var keysBound = false

    /// Sets up libedit on the process's terminal, or nil when it cannot (`el_init` or `history_init` failed).
    ///
    /// - Parameters:
    ///   - completionContext: what Tab may offer, asked for at each Tab (keep it cheap: a cached value).
    ///   - width: the terminal's live width, for listing candidates in columns.
    ///   - suggestions: whether to show suggestions from history, asked before each line (so
    ///     `set suggest off` is felt at the next prompt); they need colour to be told from typing.
    public init?(
        signals: SignalRelay = .shared, environment: [String: String] = ProcessInfo.processInfo.environment,
        width: @escaping () -> Int, suggestions: @escaping () -> Bool = { false },
        completionContext: @escaping () -> CompletionContext
    ) {
        guard let editor = sous_el_init("sous") else { return nil }
        guard let history = sous_history_init() else {
            sous_el_end(editor)
            return nil
        }
        self.editor = editor
        self.history = history
        self.signals = signals
        self.width = width
        self.completionContext = completionContext
        suggestionsWanted = suggestions

        sous_history_set_size(history, Int32(EditorHistory.limit))
        sous_history_set_unique(history, 1)
        sous_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
        sous_el_set_prompt(editor, { editor in LineEditor.from(editor)?.promptBuffer }, 1)
        sous_el_set_int(editor, EL_SIGNAL, 0)
        sous_el_set_history(editor, history)
        sous_el_set_getcfn(editor) { editor, character in
            guard let editor = LineEditor.from(editor), let character else { return -1 }
            return editor.readCharacter(into: character)
        }
        editrc = Self.editrcPath(environment: environment)
    }

    /// Names sous's editor functions and binds the keys, then reads the user's editrc: at the first key
    /// read, once the first prompt is drawn, rather than before it (~0.23 M instructions, ~4 % of a
    /// terminal start). Every key, the first included, is looked up after this has run.
    private func bindKeys() {
        keysBound = true
        sous_el_set_string(editor, EL_EDITOR, "emacs")
        sous_el_addfn(editor, "sous-complete", "complete commands and names") { editor, _ in
            LineEditor.from(editor)?.complete() ?? UInt8(CC_ERROR)
        }
        sous_el_addfn(editor, "sous-interrupt", "abandon the line (Ctrl-C)") { editor, _ in
            LineEditor.from(editor)?.interrupt() ?? UInt8(CC_ERROR)
        }
        sous_el_addfn(editor, "sous-search", "search the history as you type (Ctrl-R)") { editor, _ in
            LineEditor.from(editor)?.search() ?? UInt8(CC_ERROR)
        }
        sous_el_addfn(editor, "sous-eof", "quit on an empty line, else delete the character under the cursor") { editor, _ in
            LineEditor.from(editor)?.endOfFileOrDelete() ?? UInt8(CC_ERROR)
        }
        sous_el_addfn(editor, "sous-forward", "move right, or take the suggestion at the end of the line") { editor, _ in
            LineEditor.from(editor)?.forwardOrAccept() ?? UInt8(CC_ERROR)
        }
        for (key, command) in Self.defaultBindings { sous_el_bind(editor, key, command) }
        if let editrc { sous_el_source(editor, editrc) }
        // After the user's file, so an editrc that binds Tab or Ctrl-C cannot take sous's away.
        sous_el_bind(editor, "^I", "sous-complete")
        sous_el_bind(editor, "^C", "sous-interrupt")
    }

    deinit {
        close()
        promptBuffer?.deallocate()
    }

    /// Gives the terminal back as it was found (`el_end`). Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        sous_el_end(editor)
        sous_history_end(history)
    }

    /// `$EDITRC`, else `~/.editrc` (libedit's own lookup is disabled on glibc, which lacks issetugid).
    static func editrcPath(environment: [String: String]) -> String? {
        if let path = environment["EDITRC"], !path.isEmpty { return path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home.appendingPathComponent(".editrc")
    }

    // MARK: LineReading

    public func readLine(prompt: String) -> String? {
        guard !closed else { return nil }
        setPrompt(prompt)
        // A Ctrl-C pressed before the prompt showed is not meant for this line.
        _ = signals.drain()
        if signals.terminationSignal != nil { return nil }
        signals.install([SIGTSTP, SIGWINCH, SIGCONT])
        defer { signals.uninstall([SIGTSTP, SIGWINCH, SIGCONT]) }
        sous_el_resize(editor)
        interrupted = false
        lastTab = nil
        suggests = suggestionsWanted()
        suggestionShown = false
        var count: Int32 = 0
        guard let line = sous_el_gets(editor, &count), count > 0 else { return nil }
        if interrupted { return "" }
        var text = String(cString: line)
        while text.last == "\n" || text.last == "\r" { text.removeLast() }
        return text
    }

    public func ring(with alarm: PromptAlarm) {
        self.alarm = alarm
    }

    public func addToHistory(_ line: String) {
        guard !closed else { return }
        sous_history_enter(history, line)
        recall.add(line)
    }

    // MARK: libedit callbacks

    private static func from(_ editor: OpaquePointer?) -> LineEditor? {
        guard let editor, let data = sous_el_get_clientdata(editor) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    func setPrompt(_ prompt: String) {
        promptText = prompt
        promptBuffer?.deallocate()
        let bytes = Array(prompt.utf8CString)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        promptBuffer = buffer
    }

    /// One character for libedit: waits for a key or a signal. Returns 1, or 0 at end of input.
    private func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        if !keysBound { bindKeys() }
        while true {
            // libedit has drawn the line by now (el_wgetc flushes before it reads); keys already
            // waiting, as in a paste, are handled first, so the suggestion does not flicker.
            if suggests, !readingOwnKeys, !suggestionShown, !Self.inputIsWaiting(within: 0) { showSuggestion() }
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            // Ctrl-R and the listing question draw lines of their own: a timer due meanwhile rings
            // after their next key, back on the line.
            let timeout = readingOwnKeys ? -1 : alarm?.millisecondsToNext() ?? -1
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return -1
            }
            // Whatever comes (a key, a resize, a timer), the line is as libedit drew it before it is handled.
            hideSuggestion()
            if ready == 0 {
                ringAboveLine()
                continue
            }
            if descriptors[1].revents != 0 {
                var interrupt = false
                for signal in signals.drain() {
                    switch signal {
                    case SIGINT: interrupt = true
                    case SIGWINCH: sous_el_resize(editor)
                    case SIGTSTP: suspend()
                    case SIGCONT: resume()
                    default: break
                    }
                }
                if signals.terminationSignal != nil { return 0 }
                if interrupt {
                    character.pointee = 3  // ^C, bound to sous-interrupt
                    return 1
                }
                continue
            }
            if descriptors[0].revents != 0 {
                guard let scalar = readScalar() else { return 0 }
                if scalar == Unicode.Scalar(0xFFFD) { continue }
                character.pointee = wchar_t(bitPattern: scalar.value)
                return 1
            }
        }
    }

    /// Reads one UTF-8 encoded character from the keyboard: nil at end of input, U+FFFD for a bad byte.
    private func readScalar() -> Unicode.Scalar? {
        func byte() -> UInt8? {
            var value: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &value, 1)
                if count == 1 { return value }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                return nil
            }
        }
        guard let lead = byte() else { return nil }
        let length: Int
        switch lead {
        case 0x00...0x7F: return Unicode.Scalar(lead)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return Unicode.Scalar(0xFFFD)
        }
        var bytes = [lead]
        for _ in 1..<length {
            guard let next = byte() else { return nil }
            bytes.append(next)
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return Unicode.Scalar(0xFFFD)
    }

    /// Ctrl-Z at the prompt: hands the terminal back in its normal mode and stops. The SIGCONT of `fg`
    /// comes through the relay next and redraws, once.
    private func suspend() {
        sous_el_set_int(editor, EL_PREP_TERM, 0)
        signals.uninstall([SIGTSTP])
        kill(getpid(), SIGTSTP)
        signals.install([SIGTSTP])
    }

    /// After a stop: the editing mode again, and the prompt and line redrawn from the line's start.
    private func resume() {
        sous_el_set_int(editor, EL_PREP_TERM, 1)
        sous_flush_stdout()
        Self.emit("\r")
        sous_el_refresh(editor)
    }

    /// A timer came due while the user types: its line goes above the prompt, and the prompt and the
    /// half-typed line are drawn again under it, the cursor where it was (as LLDB prints output that
    /// arrives while it edits: a fresh line, then libedit's full redraw).
    private func ringAboveLine() {
        guard let text = alarm?.ring(), !text.isEmpty else { return }
        // The terminal's own newline mapping is libedit's to set: each line starts at column 0 anyway.
        moveToPromptStart(then: text.replacing("\n", with: "\r\n"))
        sous_el_refresh(editor)
    }

    /// Ctrl-C: shows `^C` after the line, as shells do, and ends it; `readLine` then answers "".
    private func interrupt() -> UInt8 {
        if let info = sous_el_wline(editor) {
            sous_el_cursor(editor, Int32(info.pointee.lastchar - info.pointee.cursor))
        }
        insert("^C")
        interrupted = true
        // The newline key, pushed back, ends the line through libedit's own path, which moves below it.
        sous_el_push(editor, "\n")
        return UInt8(CC_REFRESH)
    }

    /// Ctrl-D: on an empty line, the end of input without libedit's echoed "^D"; else it deletes the
    /// character under the cursor, as emacs keys do (and beeps at the end of the line).
    private func endOfFileOrDelete() -> UInt8 {
        guard let info = sous_el_wline(editor) else { return UInt8(CC_ERROR) }
        if info.pointee.buffer == info.pointee.lastchar { return UInt8(CC_EOF) }
        guard info.pointee.cursor < info.pointee.lastchar else { return UInt8(CC_ERROR) }
        sous_el_cursor(editor, 1)
        sous_el_deletestr(editor, 1)
        return UInt8(CC_REFRESH)
    }

    /// Tab: inserts the single match or the common prefix; a second Tab lists the candidates.
    private func complete() -> UInt8 {
        guard let info = sous_el_wline(editor) else { return UInt8(CC_ERROR) }
        let before = Self.scalars(from: info.pointee.buffer, to: info.pointee.cursor)
        let after = Self.scalars(from: info.pointee.cursor, to: info.pointee.lastchar)
        let isSecondTab = lastTab.map { $0.before == before && $0.after == after } ?? false
        var head = String.UnicodeScalarView()
        head.append(contentsOf: before)
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: after)
        let headText = String(head)
        let cursor = headText.count
        let completion = Completer.complete(line: headText + String(tail), cursor: cursor, context: completionContext())
        guard !completion.candidates.isEmpty else {
            lastTab = nil
            return UInt8(CC_REFRESH_BEEP)
        }
        if let insertion = completion.insertion {
            let replaced = Array(headText)[completion.replacement]
            let deleted = replaced.reduce(0) { $0 + $1.unicodeScalars.count }
            if deleted > 0 { sous_el_deletestr(editor, Int32(deleted)) }
            insert(insertion)
            let updated = sous_el_wline(editor).map {
                (Self.scalars(from: $0.pointee.buffer, to: $0.pointee.cursor),
                 Self.scalars(from: $0.pointee.cursor, to: $0.pointee.lastchar))
            }
            lastTab = completion.candidates.count > 1 ? updated : nil
            return UInt8(CC_REFRESH)
        }
        guard isSecondTab else {
            lastTab = (before, after)
            return UInt8(CC_REFRESH_BEEP)
        }
        return list(completion.candidates.map(\.display))
    }

    /// Prints candidates in columns under the line, asking first when there are many; libedit redraws.
    private func list(_ items: [String]) -> UInt8 {
        readingOwnKeys = true
        defer { readingOwnKeys = false }
        sous_flush_stdout()
        if items.count > Self.listingQuestionThreshold {
            Self.emit("\nDisplay all \(items.count) possibilities? (y or n) ")
            var answer: CChar = 0
            var wanted = false
            while sous_el_getc(editor, &answer) == 1 {
                if answer == 0x79 || answer == 0x59 || answer == 0x20 { wanted = true; break }  // y, Y, space
                if answer == 0x6E || answer == 0x4E || answer == 0x7F || answer == 0x03 { break }  // n, N, Del, ^C
            }
            if !wanted {
                Self.emit("\n")
                return UInt8(CC_REDISPLAY)
            }
        }
        let safe = items.map(TerminalText.sanitizedLine)
        Self.emit("\n" + TextLayout.columns(safe, width: width() - 1, indent: 0).joined(separator: "\n") + "\n")
        return UInt8(CC_REDISPLAY)
    }

    static func emit(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    static func scalars(from start: UnsafePointer<wchar_t>, to end: UnsafePointer<wchar_t>) -> [UnicodeScalar] {
        UnsafeBufferPointer(start: start, count: max(0, end - start)).compactMap { UnicodeScalar(UInt32(bitPattern: $0)) }
    }
}

extension Array where Element == UInt32 {
    /// The scalars as a NUL-terminated wide string, for libedit's wchar_t functions.
    func withWideCString<Result>(_ body: (UnsafePointer<wchar_t>) -> Result) -> Result {
        let wide = map { wchar_t(bitPattern: $0) } + [0]
        return wide.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
