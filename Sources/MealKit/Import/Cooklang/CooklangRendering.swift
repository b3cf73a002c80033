/// A Cooklang step as a cook reads it: no markup, each ingredient with its amount the first time the
/// step gives one ("Melt the butter (30 g)"), cookware by name, timers as their time ("25 minutes").
enum CooklangRendering {
    static func text(of step: CooklangStep) -> String {
        var text = ""
        for item in step.items {
            switch item {
            case .text(let words): text += words
            case .ingredient(let ingredient):
                text += ingredient.shownName
                if let quantity = ingredient.quantity { text += " (" + quantity.text + ")" }
            case .cookware(let cookware):
                text += cookware.shownName
                if let quantity = cookware.quantity, quantity.text != "1" { text += " (" + quantity.text + ")" }
            case .timer(let timer):
                text += timer.quantity?.text ?? timer.name ?? ""
            }
        }
        return tidied(text)
    }

    /// Runs of spaces as one, no space at a line's ends; the step's own line breaks (`\`) kept.
    static func tidied(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 32 || byte == 9 {
                pendingSpace = !out.isEmpty && out.last != 10
                continue
            }
            if byte == 10 {
                pendingSpace = false
            } else if pendingSpace {
                out.append(32)
                pendingSpace = false
            }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func timer(_ timer: CooklangTimer) -> StepTimer {
        var amount: Double?
        switch timer.quantity?.value {
        case .number(let number)?: amount = number
        case .range(_, let top)?: amount = top
        case .text?, nil: amount = nil
        }
        return StepTimer(name: timer.name, amount: amount, unit: timer.quantity?.unit)
    }
}
