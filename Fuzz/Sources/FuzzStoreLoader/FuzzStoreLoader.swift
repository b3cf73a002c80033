import Dispatch
import Foundation
@_spi(Fuzzing) import MealKit

/// Any bytes in favorites.json or history.json load, never a crash: a file JSONDecoder reads whole is
/// never moved aside; any other is moved aside and what decodes of it kept (`StoreSalvage`: the file
/// decoded element by element, or line by line). And the hand-written readers of both files read exactly
/// what JSONDecoder reads, or decline.
///
/// The stores are exercised whole, on real files: a scratch directory on tmpfs when there is one,
/// emptied after each input so moved-aside copies do not pile up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoreLoader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    // The first byte picks the file, so one corpus covers both.
    guard let first = bytes.first else { return 0 }
    let favorites = first.isMultiple(of: 2)
    let name = favorites ? FileFavoritesStore.fileName : FileHistoryStore.fileName
    if favorites, !FavoritesReaderCheck.readerAgreesWithDecoder(Array(bytes.dropFirst())) {
        fatalError("the favorites reader and JSONDecoder disagree")
    }
    if !favorites, !HistoryReaderCheck.readerAgreesWithDecoder(Array(bytes.dropFirst())) {
        fatalError("the history reader and JSONDecoder disagree")
    }
    let path = scratch.appendingPathComponent(name).path
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes.dropFirst()))
    let wholeForDecoder = favorites ? FavoritesReaderCheck.decoderReadsWhole(Array(bytes.dropFirst()))
        : HistoryReaderCheck.decoderReadsWhole(Array(bytes.dropFirst()))
    let done = DispatchSemaphore(value: 0)
    Task { [directory = scratch] in
        let problems = favorites ? await FileFavoritesStore(directory: directory).load().problems
            : await FileHistoryStore(directory: directory).load().problems
        for problem in problems {
            guard case .corrupt = problem else { continue }
            if wholeForDecoder { fatalError("a file JSONDecoder reads whole was moved aside as damaged") }
        }
        done.signal()
    }
    done.wait()
    for leftover in (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? [] {
        try? FileManager.default.removeItem(atPath: scratch.appendingPathComponent(leftover).path)
    }
    return 0
}

private let scratchPath: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return (base as NSString).appendingPathComponent("sous-fuzz-\(getpid())")
}()

private let scratch: URL = {
    try? FileManager.default.createDirectory(atPath: scratchPath, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: scratchPath) }
    return URL(fileURLWithPath: scratchPath)
}()
