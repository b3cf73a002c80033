#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment as the dictionary the launcher hands everything else.
///
/// Read straight from `environ` rather than through `ProcessInfo.environment`, which splits each entry
/// with `String.firstIndex(of:)` and grows its dictionary one insertion at a time: ~0.7 M instructions,
/// a tenth of a terminal start to its first prompt. Here each entry is split on its `=` byte and the
/// dictionary is sized once.
public enum ProcessEnvironment {
    /// `NAME=value` entries; one without `=` is left out, and of a name given twice the first is kept,
    /// as `getenv` answers.
    public static func current() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables = [String: String](minimumCapacity: count)
        for index in 0..<count {
            guard let entry = environ[index] else { continue }
            let length = strlen(entry)
            let bytes = UnsafeRawBufferPointer(start: entry, count: length)
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: bytes[..<equals], as: UTF8.self)
            guard variables[name] == nil else { continue }
            variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
        }
        return variables
    }
}
