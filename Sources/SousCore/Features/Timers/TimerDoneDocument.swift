/// A timer come due, for scripts (`"kind": "timerDone"`).
struct TimerDoneDocument: Encodable {
    let kind = "timerDone"
    var timer: String
}
