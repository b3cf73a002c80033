import Dispatch
import Foundation
@_spi(Fuzzing) import MealKit

/// Any bytes in favorites.json or history.json load (salvaged and moved aside when damaged), never a crash;
/// and the hand-written readers of both files read exactly what JSONDecoder reads, or decline.
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
    let done = DispatchSemaphore(value: 0)
    Task { [directory = scratch] in
        if favorites {
            _ = await FileFavoritesStore(directory: directory).load()
        } else {
            _ = await FileHistoryStore(directory: directory).load()
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
