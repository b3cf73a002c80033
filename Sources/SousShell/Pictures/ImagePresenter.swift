import FoundationEssentials
import MealKit
import SousCore

/// Draws a meal's picture the best way the terminal allows, or says it cannot (the caller then prints
/// the path or address).
public struct ImagePresenter: Sendable {
    /// How wide a picture is drawn: enough to recognise a dish, small enough to keep the recipe in view.
    public static let preferredColumns = 40

    public var method: ImageProtocol
    public var terminalWidth: Int

    public init(method: ImageProtocol, terminalWidth: Int) {
        self.method = method
        self.terminalWidth = terminalWidth
    }

    /// The bytes to write, or nil when there is nothing to draw (no colour, no bytes, a PNG without an
    /// inline protocol, a picture libjpeg refuses).
    public func draw(_ picture: MealPicture) -> String? {
        guard method != .text, let image = picture.image else { return nil }
        let columns = max(8, min(Self.preferredColumns, terminalWidth - 2))
        let caption = " \(TerminalText.sanitizedLine(picture.name)) · \(TerminalText.sanitizedLine(picture.location))"
        let captionLine = "\u{1B}[2m" + TextLayout.truncate(caption, width: terminalWidth) + "\u{1B}[0m\n"
        switch method {
        case .iTerm:
            return InlineImage.iTerm(image.data, columns: columns) + captionLine
        case .kitty, .halfBlock:
            guard image.format == .jpeg, let decoded = try? JPEGDecoder.decode(image.data) else { return nil }
            if method == .kitty { return InlineImage.kitty(decoded, columns: columns) + captionLine }
            return HalfBlockArt(decoded, columns: columns).ansi + captionLine
        case .text:
            return nil
        }
    }
}
