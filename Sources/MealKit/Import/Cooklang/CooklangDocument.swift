/// A Cooklang file as read: its metadata, its sections of steps and notes, and what was wrong with it.
///
/// A broken file still gives a document: what could be read, and the diagnostics saying where the
/// rest went wrong.
public struct CooklangDocument: Hashable, Sendable {
    public var metadata: CooklangMetadata
    public var sections: [CooklangSection]
    /// Ingredients and cookware listed in cooklang-rs's `[mode]: ingredients` blocks, outside any step.
    public var listedIngredients: [CooklangIngredient]
    public var listedCookware: [CooklangCookware]
    public var diagnostics: [CooklangDiagnostic]

    public init(metadata: CooklangMetadata = CooklangMetadata(), sections: [CooklangSection] = [],
                listedIngredients: [CooklangIngredient] = [], listedCookware: [CooklangCookware] = [],
                diagnostics: [CooklangDiagnostic] = []) {
        self.metadata = metadata
        self.sections = sections
        self.listedIngredients = listedIngredients
        self.listedCookware = listedCookware
        self.diagnostics = diagnostics
    }

    public var errors: [CooklangDiagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [CooklangDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// Every step, in order, whatever section it is in.
    public var steps: [CooklangStep] { sections.flatMap(\.steps) }
}
