import FoundationEssentials

/// A meal's picture address as a server or a favorites file gives it: only a web address (`http`,
/// `https`) is taken. The one `file:` address kept is sous's own copy of that meal's picture
/// (`…/images/<id>.jpg`), which saving an Edamam favorite records; any other (`file:///etc/…`,
/// `ftp:`, `data:`) is ignored as if the meal had no picture.
public enum PictureAddress {
    public static func accepted(_ text: String?, mealID: String?) -> URL? {
        guard let text, let url = URL(string: text), let scheme = url.scheme?.lowercased() else { return nil }
        switch scheme {
        case "http", "https":
            return (url.host ?? "").isEmpty ? nil : url
        case "file":
            guard let mealID, let name = SafeFileName.forMealID(mealID), (url.host ?? "").isEmpty else { return nil }
            let path = url.path
            let kept = [ImageFormat.jpeg, .png].map { "\(name).\($0.fileExtension)" }
            return path.deletingLastPathComponent.lastPathComponent == "images" && kept.contains(path.lastPathComponent)
                && !path.contains("/../") ? url : nil
        default:
            return nil
        }
    }
}
