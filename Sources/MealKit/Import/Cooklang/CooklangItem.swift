/// One piece of a Cooklang step, in the order the step says them.
public enum CooklangItem: Hashable, Sendable {
    case text(String)
    case ingredient(CooklangIngredient)
    case cookware(CooklangCookware)
    case timer(CooklangTimer)
}
