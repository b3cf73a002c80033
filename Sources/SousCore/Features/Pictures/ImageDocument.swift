import FoundationEssentials
import MealKit

/// A meal's picture for scripts (`"kind": "image"`): its address, and the kept file (null when none).
struct ImageDocument: Encodable {
    let kind = "image"
    var id: String
    var name: String
    var url: String
    @Nullable var file: String?

    init(_ picture: MealPicture) {
        id = picture.mealID
        name = TerminalText.sanitizedLine(picture.name)
        url = picture.url.absoluteString
        file = picture.image?.path.map(TerminalText.sanitizedLine)
    }
}
