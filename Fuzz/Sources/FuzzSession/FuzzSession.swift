import Dispatch
import Foundation
import MealKit
import SousCore

/// Any lines typed into a whole session end in screens or one error each, and every screen renders
/// (at 80 and 40 columns, the narrowest the renderer lays out, and as JSON Lines), never a crash.
/// The command parser's target stops at the parse; typed numbers and names do their harm further
/// on, in the reducer, the runner and the screens (`open -9223372036854775808` trapped in
/// `number - 1` with a listing shown).
///
/// The session is the real `ShellEngine` on the offline catalogue, every store in memory, a fixed
/// clock: one input is one session from a fresh start, so a crash replays from its input alone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    // A session of a dozen lines reaches any state a longer one does, at a rate worth fuzzing at.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(12).map(String.init)
    let done = DispatchSemaphore(value: 0)
    Task {
        let engine = ShellEngine(runner: EffectRunner(
            provider: catalog, favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
            catalog: catalog, hostServices: HostServices(clock: .fixed(instant))), state: SessionState(source: .offline))
        render(await engine.start())
        for line in lines { render(await engine.execute(line: line).screens) }
        render(await engine.endOfInput())
        done.signal()
    }
    done.wait()
    return 0
}

/// One catalogue for all inputs: it decodes its snapshot once, at first use.
private let catalog = OfflineCatalog()
private let instant = Date(timeIntervalSince1970: 1_764_590_000)
private let renderers = [80, 40].map { ScreenRenderer(width: $0, utcOffset: .utc) }

private func render(_ screens: [Screen]) {
    for screen in screens {
        for renderer in renderers { _ = renderer.render(screen) }
        _ = renderers[0].json(screen, line: 1)
    }
}
