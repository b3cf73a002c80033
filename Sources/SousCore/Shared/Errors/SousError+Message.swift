import FoundationEssentials
import MealKit

extension SousError {
    /// The one line the user reads.
    public var message: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            if let suggestion { return "unknown command '\(short(word))'. Did you mean \(suggestion)?" }
            return "unknown command '\(short(word))': type help to see the commands"
        case .missingArgument(let usage):
            return "missing argument: usage is \(usage)"
        case .unexpectedArgument(let command, let usage):
            if usage == command { return "\(short(command)) takes no argument: type \(usage) alone" }
            return "too many arguments for \(short(command)): usage is \(usage)"
        case .notANumber(let text, let usage):
            return "'\(short(text))' is not a number sous can use: usage is \(usage)"
        case .numberOutOfRange(let text, let allowed):
            return "\(short(text)) is out of range: use \(allowed.lowerBound)–\(allowed.upperBound)"
        case .noListing:
            return "nothing is listed yet: try cat Beef, search chicken or favs"
        case .noItem(let number, let count):
            if count == 0 { return "no item \(number) here: this listing is empty" }
            return "no item \(number) here: this listing has \(count == 1 ? "only 1" : "1–\(count)")"
        case .notAnItemNumber(let text):
            return "no item \(short(text)) here: for a file of that name, type ./\(short(text))"
        case .noCategory(let number, let count):
            return "no category \(number): categories numbers them \(count == 1 ? "only 1" : "1–\(count)")"
        case .noCuisine(let number, let count):
            return "no cuisine \(number): areas numbers them \(count == 1 ? "only 1" : "1–\(count)")"
        case .numberIsName(let number, .categories):
            return "\(number) is a category on screen, not a meal: cat \(number) (or open \(number)) lists its meals"
        case .numberIsName(let number, .areas):
            return "\(number) is a cuisine on screen, not a meal: area \(number) (or open \(number)) lists its meals"
        case .noPage(let page, let pageCount):
            return "no page \(page): this listing has \(pageCount == 1 ? "1 page" : "pages 1–\(pageCount)")"
        case .alreadyOnLastPage(let pageCount):
            return "already on the last page (\(pageCount)/\(pageCount)): prev or first go back"
        case .alreadyOnFirstPage:
            return "already on the first page"
        case .noSuchName(let kind, let name, let suggestion):
            let base = "no \(kind.rawValue) '\(short(name))'."
            if let suggestion { return "\(base) Did you mean \(suggestion)?" }
            switch kind {
            case .category: return "\(base) Type categories to see them all"
            case .cuisine: return "\(base) Type areas to see them all"
            case .ingredient: return "\(base) Type ingredients \(name.prefix(2)) to browse"
            default: return base
            }
        case .ambiguousName(let kind, let name, let candidates):
            let shown = candidates.prefix(5).joined(separator: ", ")
            let more = candidates.count > 5 ? ", …" : ""
            return "'\(short(name))' could be more than one \(kind.rawValue): \(shown)\(more)"
        case .searchTooShort(let text):
            return "search needs 2 letters at least (got '\(short(text))')"
        case .notALetter(let text):
            return "letter takes one letter, a–z (got '\(short(text))')"
        case .nothingOpen:
            return "no meal is open: open one first (open 3), or give its number"
        case .notAFavorite(let name):
            return "\(short(name)) is not in your favorites"
        case .savedRecipeUnreadable(let name, let id):
            return "the saved recipe of \(short(name)) is missing or damaged: open it by id \(id) to fetch it again"
        case .favoriteFileGone(let name, let path):
            return "\(short(name)) is a favorite, but its file \(short(path)) is no longer in your cookbook (unfav removes it)"
        case .noSuchMeal(let name):
            return "no meal is called '\(short(name))' or has it in its name"
        case .noMealWithID(let id):
            let digits = id.count == 5 ? "" : " (TheMealDB's ids have five digits, like 52772)"
            return "no meal has the id \(short(id))\(digits)"
        case .nothingToRetry:
            // True whatever failed before: a typo or a wrong number fails the same way every time.
            return "nothing to retry: retry runs again a command the network or server failed, not a mistyped one"
        case .source(let error, let source):
            return error.userMessage(from: source)
        case .storage(let problem):
            return problem.userMessage
        case .unknownOption(let option, let usage):
            return "unknown option '\(short(option))': usage is \(usage)"
        case .fileExists(let path):
            return "\(path) already exists: add --force to replace it"
        case .exportFailed(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .notAFileToReplace(let path, let kind):
            switch kind {
            case .symbolicLink:
                return "\(path) is a symbolic link: export neither writes through a link nor replaces one"
            case .directory:
                return "\(path) is a folder: export replaces only a regular file"
            case .regular, .other:
                return "\(path) is not a regular file (a device, FIFO or socket): export replaces only a regular file"
            }
        case .noPicture(let name):
            return "\(short(name)) has no picture"
        case .lineTooLong(let bytes, let limit):
            return "the line is too long (\(bytes) bytes; sous reads at most \(limit)): ignored"
        case .changesNotSaved(let changes, let historyLines):
            let lines = "\(historyLines) line\(historyLines == 1 ? "" : "s") of history"
            guard changes > 0 else { return "\(lines) \(historyLines == 1 ? "was" : "were") not saved" }
            let counted = "\(changes) change\(changes == 1 ? "" : "s")"
            guard historyLines > 0 else { return "\(counted) \(changes == 1 ? "was" : "were") not saved" }
            return "\(counted) and \(lines) were not saved"
        case .unknownAction(let command, let word, let actions):
            return "\(short(command)) has no '\(short(word))': use \(actions.dropLast().joined(separator: ", ")) or \(actions.last ?? "")"
        case .shopping(let error):
            return error.message
        case .pantry(let error):
            return error.message
        case .scaling(let error):
            return error.message
        case .settings(let error):
            return error.message
        case .plan(let error):
            return error.message
        case .timer(let error):
            return error.message
        case .cookbook(let failure):
            return failure.message
        }
    }
}

extension MealDBError {
    /// The one line for a source error, naming the source that failed; most end with what to do next.
    public func userMessage(from source: SourceKind = .live) -> String {
        let name = source.description.name
        let subject = name.prefix(1).uppercased() + name.dropFirst()
        switch self {
        case .unreachable(let detail):
            return "\(subject) cannot be reached (\(short(detail))): type retry, or start with --source offline"
        case .untrustedCertificate:
            return "\(subject)'s certificate was not trusted, so sous sent it nothing: check --api-base (or the system's certificates), "
                + "or start with --source offline"
        case .timedOut:
            return "\(subject) did not answer in time: type retry"
        case .httpStatus(let status) where [404, 410].contains(status):
            // Nothing at that address: waiting will not help, the address is what to check.
            return "HTTP \(status) from \(name): the address looks wrong (--api-base, SOUS_API_BASE?)"
        case .httpStatus(let status):
            return "\(subject) answered with HTTP \(status): type retry in a moment"
        case .rateLimited(let retryAfter):
            if let retryAfter { return "\(subject) asks sous to slow down: retry in \(retryAfter) s" }
            return "\(subject) asks sous to slow down: retry in a minute"
        case .malformedResponse(let detail):
            return "\(subject) sent an answer sous cannot read (\(short(detail))): type retry"
        case .invalidID(let id):
            return "\(subject) does not know that id (\(short(id)))"
        case .premiumOnly:
            return "that needs TheMealDB's paid API key; sous uses the free one"
        case .oversized(let limit):
            return "the answer was larger than \(limit / 1_000_000) MB; sous stopped reading it"
        case .offHostRedirect(let host):
            return "\(subject)'s answer pointed to another server (\(short(host))); sous only talks to its API base, so it stopped there"
        case .tooManyRedirects:
            return "\(subject) kept redirecting the request (a loop?): type retry later"
        case .cancelled:
            return "cancelled"
        case .missingCredentials(let detail):
            return detail
        case .catalogueUnavailable(let detail):
            return "the offline catalogue is unavailable (\(short(detail)))"
        case .edamam(let error):
            return error.userMessage
        }
    }
}

extension EdamamError {
    /// The one line for an Edamam failure; none of them ever contains the app key.
    public var userMessage: String {
        switch self {
        case .missingCredentials:
            return "Edamam needs an app id and key: set EDAMAM_APP_ID and EDAMAM_APP_KEY (or edamam.app_id and edamam.app_key in config.json); free keys at https://developer.edamam.com"
        case .unauthorized:
            return "Edamam refused the app id or key (HTTP 401): check EDAMAM_APP_ID and EDAMAM_APP_KEY at https://developer.edamam.com"
        case .forbidden:
            return "Edamam refused access (HTTP 403): the plan may not include Recipe Search, or it needs EDAMAM_ACCOUNT_USER"
        case .rateLimited(let retryAfter):
            if let retryAfter { return "Edamam's rate limit was reached (HTTP 429): type retry in \(retryAfter) s" }
            return "Edamam's rate limit was reached (HTTP 429): type retry in a minute"
        case .notOffered(let what):
            return "\(short(what)) is not offered by Edamam: use search, cat or area (or start sous with --source live)"
        case .httpStatus(let status) where [404, 410].contains(status):
            return "HTTP \(status) from Edamam: the address looks wrong (--api-base, SOUS_EDAMAM_BASE?)"
        case .httpStatus(let status):
            return "Edamam answered with HTTP \(status): type retry in a moment"
        case .unreachable(let detail):
            return "Edamam cannot be reached (\(short(detail))): type retry"
        case .untrustedCertificate:
            return "Edamam's certificate was not trusted, so sous sent it nothing (the key neither): check the network or the system's certificates"
        case .timedOut:
            return "Edamam did not answer in time: type retry"
        case .malformedResponse(let detail):
            return "Edamam sent an answer sous cannot read (\(short(detail))): type retry"
        }
    }
}

extension FallbackNotice {
    /// The line said once when the source changes under the user.
    public var userMessage: String {
        switch self {
        case .usingOffline(let reason, let catalogue):
            let why = reason == .untrustedCertificate ? "TheMealDB's certificate was not trusted" : "TheMealDB unreachable"
            return "\(why): using the offline catalogue (\(catalogue.mealCount) meals, \(catalogue.capturedOn))"
        case .backOnline:
            return "TheMealDB is reachable again: answers are live"
        case .rateLimitWait(let seconds, let limit, let window):
            let per = window == 60 ? "a minute" : "every \(window) s"
            return "Edamam allows \(limit) requests \(per): waiting \(seconds) s…"
        }
    }
}

extension StorageProblem {
    /// The one line for a storage problem; the session always goes on.
    public var userMessage: String {
        switch self {
        case .corrupt(let path, let movedTo, let recovered):
            return "\(path) was damaged: moved it to \(movedTo), recovered \(recovered) entr\(recovered == 1 ? "y" : "ies")"
        case .newerVersion(let path, let version):
            return "\(path) is from a newer sous (version \(version)): left untouched, changes are kept for this session only"
        case .unwritable(let path, let reason):
            return "cannot save \(path) (\(reason)): changes are kept for this session only"
        case .unreadable(let path, let reason):
            return "cannot read \(path) (\(reason)): starting without it, the file is left as it is"
        case .symlinkRefused(let path, let target):
            return "\(path) is a link to \(target), outside the data directory: left alone, changes are kept for this session only"
        case .waitingForLock(_, let holder):
            return "waiting for another sous\(holder.map { " (pid \($0))" } ?? "") to finish saving…"
        case .lockWaitCancelled(let path):
            return "stopped waiting to save \(path): the change is kept and saved with the next one"
        case .lockWaitTimedOut(let path, let seconds):
            return "another sous held \(path) for \(seconds) s: the change is kept and tried again at the next command"
        case .noDataDirectory:
            return "no data directory (HOME and XDG_DATA_HOME are unset): nothing will be saved"
        }
    }
}

extension SettingsError {
    /// The one line for `set`.
    public var message: String {
        switch self {
        case .unknownSetting(let word, let suggestion):
            // A mistyped Edamam setting may hold the key in any part of the word: none of it is echoed.
            if HistoryPolicy.isEdamamSetting(word) {
                let base = "no such Edamam setting (the line is not shown, nor kept in history)"
                if let suggestion { return "\(base). Did you mean \(suggestion)?" }
                return "\(base): they are " + SettingKey.allCases.map(\.rawValue).filter(HistoryPolicy.isEdamamSetting)
                    .joined(separator: ", ")
            }
            if let suggestion { return "no setting '\(short(word))'. Did you mean \(suggestion)?" }
            return "no setting '\(short(word))': the settings are " + SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
        case .badValue(let key, let value):
            // "units are …", as the word is a plural; a number is shown as typed, a word quoted.
            let verb = key == .units ? "are" : "is"
            let got: String
            if key.isSecret || HistoryPolicy.isEdamamSetting(key.rawValue) {
                got = "something else"  // a mistyped key is still a secret, and Edamam's lines are never echoed
            } else if case .range = key.domain, Int(value) != nil {
                got = value
            } else {
                got = "'\(short(value))'"
            }
            return "\(key.rawValue) \(verb) \(key.domain.summary) (got \(got))"
        }
    }
}

/// A typed word or a server's detail as a message quotes it: short enough to keep the message one
/// readable line, whatever was typed (a 1 MB line) or sent (a page of HTML).
func short(_ text: String) -> String {
    TerminalText.truncated(text, to: 80)
}
