/// Export's own part of the session's vocabulary: the file it asks to have written, and what came of
/// it. The shell's `Effect` and `Event` hold one case each for all of it.
public enum Export {
    /// What export asks the outside world to do.
    public enum Effect: Equatable, Sendable {
        /// Write an exported recipe to the path the user typed; `replacing` only with `--force`. When
        /// the path is a folder the file goes inside it as `fileName`, as `cp` does.
        case write(path: String, contents: String, replacing: Bool, mealName: String, fileName: String)
    }

    /// What came of it.
    public enum Event: Equatable, Sendable {
        /// Written, at this absolute path.
        case written(path: String, mealName: String)
    }
}
