/// The screens a feature owns (`Shopping.Screen`, `Plan.Screen`…): each draws its own lines and says
/// its own JSON document, so `ScreenRenderer` only hands a feature's case to its feature.
protocol FeatureScreen: Equatable, Sendable {
    /// The screen's lines for `renderer`'s width, before long lines are wrapped.
    func lines(in renderer: ScreenRenderer) -> [StyledLine]
    /// The screen as the JSON document `--json` prints (see the README's schema).
    var document: any Encodable { get }
}
