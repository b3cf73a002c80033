/// Meal ids as file names, for every folder that keeps one file per meal (pictures, saved recipes).
///
/// Ids come from a source, so only letters, digits, `-` and `_` may reach a path: no `/`, no `..`,
/// nothing a shell or another system would read differently. One rule, so a meal's files share a name.
enum SafeFileName {
    /// The id itself when it is 1 to 64 safe characters, else `nil` (such a meal gets no file).
    static func forMealID(_ mealID: String) -> String? {
        let allowed = mealID.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        guard allowed, !mealID.isEmpty, mealID.count <= 64 else { return nil }
        return mealID
    }
}
