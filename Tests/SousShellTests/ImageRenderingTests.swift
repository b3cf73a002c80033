import Foundation
import MealKit
import SousCore
import Testing
@testable import SousShell

/// Pictures in the terminal: libjpeg decoding, half-block art, the inline protocols and their detection.
@Suite("Pictures in the terminal")
struct ImageRenderingTests {
    static let jpeg: Data = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/images/quadrants-16x16.jpg")
        return (try? Data(contentsOf: url)) ?? Data()
    }()
    static let red = RGB(220, 30, 30), green = RGB(30, 200, 40), blue = RGB(30, 40, 220), white = RGB(250, 250, 250)

    @Test("libjpeg decodes the fixture: 16×16, four coloured quadrants")
    func decode() throws {
        let image = try JPEGDecoder.decode(Self.jpeg)
        #expect(image.width == 16 && image.height == 16 && image.pixels.count == 16 * 16 * 3)
        #expect(image.color(x: 2, y: 2).isClose(to: Self.red), "\(image.color(x: 2, y: 2))")
        #expect(image.color(x: 13, y: 2).isClose(to: Self.green), "\(image.color(x: 13, y: 2))")
        #expect(image.color(x: 2, y: 13).isClose(to: Self.blue), "\(image.color(x: 2, y: 13))")
        #expect(image.color(x: 13, y: 13).isClose(to: Self.white), "\(image.color(x: 13, y: 13))")
    }

    @Test("garbage, a truncated file and an empty one are errors, never a crash or an exit")
    func badJPEG() {
        #expect(throws: JPEGDecoder.Failure.self) { try JPEGDecoder.decode(Data("<html>".utf8)) }
        #expect(throws: JPEGDecoder.Failure.self) { try JPEGDecoder.decode(Data()) }
        #expect(throws: JPEGDecoder.Failure.self) { try JPEGDecoder.decode(Self.jpeg.prefix(200)) }
    }

    @Test("half blocks at 40 columns: 20 rows, each cell's top and bottom pixel from the right quadrant")
    func halfBlocks() throws {
        let art = HalfBlockArt(try JPEGDecoder.decode(Self.jpeg), columns: 40)
        #expect(art.columns == 40)
        #expect(art.rows.count == 20, "a square picture is 40 pixels tall: 20 rows of two")
        #expect(art.rows.allSatisfy { $0.count == 40 })
        #expect(art.rows[2][5].top.isClose(to: Self.red) && art.rows[2][5].bottom.isClose(to: Self.red))
        #expect(art.rows[2][35].top.isClose(to: Self.green))
        #expect(art.rows[17][5].bottom.isClose(to: Self.blue))
        #expect(art.rows[17][35].top.isClose(to: Self.white))
        let lines = art.ansi.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 20)
        let visible = lines.map { $0.replacingOccurrences(of: "\u{1B}" + #"\[[0-9;]*m"#, with: "", options: .regularExpression) }
        #expect(visible.allSatisfy { $0 == String(repeating: "▀", count: 40) })
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
        #expect(art.ansi.contains("38;2;"), "24-bit foreground")
        #expect(art.ansi.contains(";48;2;"), "24-bit background")
    }

    @Test("half blocks keep a wide picture's shape, shrink a large one by averaging, and squeeze a tall strip")
    func shapes() {
        let wide = RGBImage(width: 100, height: 50, pixels: [UInt8](repeating: 128, count: 100 * 50 * 3))
        let art = HalfBlockArt(wide, columns: 40)
        #expect(art.columns == 40 && art.rows.count == 10)
        #expect(art.rows[4][20].top == RGB(128, 128, 128))
        // A picture server's 1 × 65,535 strip is squeezed to as many rows as columns, not 1.3 million.
        let strip = RGBImage(width: 1, height: 65_535, pixels: [UInt8](repeating: 200, count: 65_535 * 3))
        let squeezed = HalfBlockArt(strip, columns: 40)
        #expect(squeezed.columns == 40 && squeezed.rows.count == 40)
        #expect(squeezed.rows[39][0].bottom == RGB(200, 200, 200))
    }

    @Test("scaling averages the pixels each new one covers, and keeps a picture's own size as it is")
    func scaling() {
        // Left half red, right half blue, 4 × 2; halved across, each pixel is one colour; to 1 × 1, their mean.
        let red: [UInt8] = [200, 0, 0], blue: [UInt8] = [0, 0, 100]
        let image = RGBImage(width: 4, height: 2, pixels: Array([red, red, blue, blue, red, red, blue, blue].joined()))
        let halved = image.scaled(width: 2, height: 1)
        #expect(halved.width == 2 && halved.height == 1)
        #expect(halved.color(x: 0, y: 0) == RGB(200, 0, 0) && halved.color(x: 1, y: 0) == RGB(0, 0, 100))
        #expect(image.scaled(width: 1, height: 1).color(x: 0, y: 0) == RGB(100, 0, 50))
        #expect(image.scaled(width: 4, height: 2) == image)
        #expect(image.scaled(width: 8, height: 2).color(x: 7, y: 1) == RGB(0, 0, 100), "enlarged, each pixel repeats")
        #expect(RGBImage(width: 0, height: 0, pixels: []).scaled(width: 2, height: 2).pixels == [UInt8](repeating: 0, count: 12))
    }

    @Test("the protocol comes from the terminal's environment; no colour means text; tmux means half blocks")
    func detection() {
        let cases: [([String: String], Bool, ImageProtocol)] = [
            (["TERM": "xterm-kitty"], true, .kitty),
            (["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"], true, .kitty),
            (["TERM_PROGRAM": "ghostty"], true, .kitty),
            (["TERM_PROGRAM": "iTerm.app"], true, .iTerm),
            (["LC_TERMINAL": "iTerm2"], true, .iTerm),
            (["TERM_PROGRAM": "WezTerm"], true, .iTerm),
            (["TERM": "xterm-256color"], true, .halfBlock),
            (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"], true, .halfBlock),
            (["TERM": "screen-256color"], true, .halfBlock),
            (["TERM": "xterm-kitty"], false, .text),
            ([:], false, .text),
        ]
        for (environment, color, expected) in cases {
            #expect(ImageProtocol.detect(environment: environment, useColor: color) == expected, "\(environment)")
        }
    }

    @Test("kitty: RGB in 4096-byte chunks, sized in columns, quiet; iTerm2: the file itself")
    func inlineProtocols() throws {
        let image = try JPEGDecoder.decode(Self.jpeg)
        let kitty = InlineImage.kitty(image, columns: 40)
        #expect(kitty.hasPrefix("\u{1B}_Ga=T,f=24,s=16,v=16,c=40,q=2,m=0;"), "768 bytes fit one chunk")
        #expect(kitty.hasSuffix("\u{1B}\\\n"))
        let big = RGBImage(width: 64, height: 64, pixels: [UInt8](repeating: 7, count: 64 * 64 * 3))
        let chunks = InlineImage.kitty(big, columns: 40).components(separatedBy: "\u{1B}_G").dropFirst()
        #expect(chunks.count == 4, "12288 bytes are 16384 base64 characters: four chunks")
        #expect(chunks.first?.contains("m=1;") == true && chunks.last?.hasPrefix("m=0;") == true)
        // A picture larger than the cells can show is shrunk first, shape kept: 24 pixels a column at most.
        let huge = RGBImage(width: 4_000, height: 2_000, pixels: [UInt8](repeating: 9, count: 4_000 * 2_000 * 3))
        let shrunk = InlineImage.kitty(huge, columns: 40)
        #expect(shrunk.hasPrefix("\u{1B}_Ga=T,f=24,s=960,v=480,c=40,q=2,m=1;"))
        #expect(shrunk.utf8.count < 960 * 480 * 3 * 4 / 3 + 20_000, "960 × 480 pixels in base64 and the chunks' keys, not 4000 × 2000")
        // A strip is squeezed to twice its width, as the half blocks are: kitty would give it 19,000 rows.
        let strip = RGBImage(width: 1, height: 65_535, pixels: [UInt8](repeating: 9, count: 65_535 * 3))
        #expect(InlineImage.kitty(strip, columns: 40).hasPrefix("\u{1B}_Ga=T,f=24,s=1,v=2,c=40,q=2,m=0;"))
        let iterm = InlineImage.iTerm(Self.jpeg, columns: 40)
        #expect(iterm == "\u{1B}]1337;File=inline=1;size=\(Self.jpeg.count);width=40;preserveAspectRatio=1:"
            + Self.jpeg.base64EncodedString() + "\u{07}\n")
    }

    @Test("the presenter draws when it can and declines otherwise, so the path or address is printed")
    func presenter() {
        let url = URL(string: "https://www.themealdb.com/images/media/meals/x.jpg/small")!
        let kept = MealPicture(mealID: "1", name: "Pie", url: url,
                               image: StoredImage(data: Self.jpeg, format: .jpeg, path: "/d/images/1.jpg"))
        let drawn = ImagePresenter(method: .halfBlock, terminalWidth: 80).draw(kept)
        #expect(drawn?.contains("▀") == true)
        #expect(drawn?.contains(" Pie · /d/images/1.jpg") == true)
        #expect(ImagePresenter(method: .text, terminalWidth: 80).draw(kept) == nil)
        #expect(ImagePresenter(method: .halfBlock, terminalWidth: 80).draw(MealPicture(mealID: "1", name: "Pie", url: url, image: nil)) == nil)
        let png = MealPicture(mealID: "1", name: "Pie", url: url, image: StoredImage(data: Data([0x89, 0x50, 0x4E, 0x47]), format: .png))
        #expect(ImagePresenter(method: .halfBlock, terminalWidth: 80).draw(png) == nil, "no PNG decoder: the path instead")
        #expect(ImagePresenter(method: .iTerm, terminalWidth: 80).draw(png)?.hasPrefix("\u{1B}]1337;") == true)
        let narrow = ImagePresenter(method: .halfBlock, terminalWidth: 30).draw(kept) ?? ""
        #expect(narrow.split(separator: "\n").first.map { $0.components(separatedBy: "▀").count - 1 } == 28)
    }
}
