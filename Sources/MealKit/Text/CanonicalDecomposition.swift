/// Unicode's canonical decomposition and composition (NFD and NFC), from MealKit's own table of
/// Unicode's mappings: the standard library normalizes only behind an SPI (`@_spi(_Unicode)`), and
/// Foundation's normalizing methods are not in FoundationEssentials.
///
/// The combining classes and the composition exclusions are the standard library's public scalar
/// properties; only the mappings are kept here (`CanonicalDecomposition+Table.swift`, written by
/// scripts/canonical-decompositions.py).
enum CanonicalDecomposition {
    /// The scalars in Unicode's decomposed form (NFD): each fully decomposed, then the combining
    /// marks of each run in canonical order.
    static func decomposed(_ scalars: String.UnicodeScalarView) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count + 4)
        for scalar in scalars { append(fullyDecomposed: scalar, to: &result) }
        orderCanonically(&result)
        return result
    }

    /// The scalars in Unicode's composed form (NFC): decomposed, then each starter combined with
    /// the marks and scalars after it that are not blocked from it.
    static func composed(_ scalars: String.UnicodeScalarView) -> [Unicode.Scalar] {
        var result = decomposed(scalars)
        guard result.count > 1 else { return result }
        var starter: Int?
        var lastClass: Int? = nil  // of the last scalar kept after the starter; nil: none yet
        var kept = 0
        for index in result.indices {
            let scalar = result[index]
            let combiningClass = Int(combiningClass(scalar))
            if let at = starter, lastClass.map({ $0 < combiningClass }) ?? true,
               let composite = composition(result[at], scalar) {
                result[at] = composite
                continue
            }
            if combiningClass == 0 {
                starter = kept
                lastClass = nil
            } else {
                lastClass = combiningClass
            }
            result[kept] = scalar
            kept += 1
        }
        result.removeLast(result.count - kept)
        return result
    }

    // MARK: - Decomposing

    private static func append(fullyDecomposed scalar: Unicode.Scalar, to result: inout [Unicode.Scalar]) {
        let value = scalar.value
        if value < 0xC0 {
            result.append(scalar)
        } else if let (first, second) = mapping(of: value) {
            append(fullyDecomposed: first, to: &result)
            if let second { append(fullyDecomposed: second, to: &result) }
        } else if value >= Hangul.syllableBase, value < Hangul.syllableBase + Hangul.syllableCount {
            let index = value - Hangul.syllableBase
            result.append(Unicode.Scalar(Hangul.leadBase + index / Hangul.nCount)!)
            result.append(Unicode.Scalar(Hangul.vowelBase + (index % Hangul.nCount) / Hangul.trailCount)!)
            if index % Hangul.trailCount != 0 { result.append(Unicode.Scalar(Hangul.trailBase + index % Hangul.trailCount)!) }
        } else {
            result.append(scalar)
        }
    }

    /// Sorts each run of combining marks by combining class, keeping the order of equal classes.
    private static func orderCanonically(_ scalars: inout [Unicode.Scalar]) {
        var start = 0
        while start < scalars.count {
            guard combiningClass(scalars[start]) != 0 else {
                start += 1
                continue
            }
            var end = start + 1
            while end < scalars.count, combiningClass(scalars[end]) != 0 { end += 1 }
            // Insertion sort: runs are a few marks long, and it keeps equal classes in order.
            for index in (start + 1)..<end {
                let scalar = scalars[index]
                let rank = combiningClass(scalar)
                var position = index
                while position > start, combiningClass(scalars[position - 1]) > rank {
                    scalars[position] = scalars[position - 1]
                    position -= 1
                }
                scalars[position] = scalar
            }
            start = end
        }
    }

    /// The scalar's canonical combining class; none below U+0300, where most text is.
    private static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        scalar.value < 0x300 ? 0 : scalar.properties.canonicalCombiningClass.rawValue
    }

    // MARK: - Composing

    private static func composition(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
        let (lead, next) = (first.value, second.value)
        if lead >= Hangul.leadBase, lead < Hangul.leadBase + Hangul.leadCount,
           next >= Hangul.vowelBase, next < Hangul.vowelBase + Hangul.vowelCount {
            let syllable = Hangul.syllableBase + ((lead - Hangul.leadBase) * Hangul.vowelCount + next - Hangul.vowelBase) * Hangul.trailCount
            return Unicode.Scalar(syllable)
        }
        if lead >= Hangul.syllableBase, lead < Hangul.syllableBase + Hangul.syllableCount,
           (lead - Hangul.syllableBase) % Hangul.trailCount == 0,
           next > Hangul.trailBase, next < Hangul.trailBase + Hangul.trailCount {
            return Unicode.Scalar(lead + next - Hangul.trailBase)
        }
        return compositions[UInt64(lead) << 32 | UInt64(next)]
    }

    /// The decomposition of `value`, looked up in the sorted table by bisection.
    private static func mapping(of value: UInt32) -> (Unicode.Scalar, Unicode.Scalar?)? {
        var (low, high) = (0, table.count / 3)
        while low < high {
            let middle = (low + high) / 2
            let composite = table[middle * 3]
            if composite == value {
                let second = table[middle * 3 + 2]
                return (Unicode.Scalar(table[middle * 3 + 1])!, second == 0 ? nil : Unicode.Scalar(second))
            }
            if composite < value { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Pairs of scalars (first << 32 | second) to the primary composite they make: the table's
    /// two-scalar mappings less the composition exclusions. Made at the first composing, which only
    /// text bound for a URL needs.
    private static let compositions: [UInt64: Unicode.Scalar] = {
        var pairs: [UInt64: Unicode.Scalar] = [:]
        for index in stride(from: 0, to: table.count, by: 3) where table[index + 2] != 0 {
            guard let composite = Unicode.Scalar(table[index]), !composite.properties.isFullCompositionExclusion else { continue }
            pairs[UInt64(table[index + 1]) << 32 | UInt64(table[index + 2])] = composite
        }
        return pairs
    }()

    /// Hangul syllables decompose into jamo by arithmetic (Unicode §3.12).
    private enum Hangul {
        static let syllableBase: UInt32 = 0xAC00, leadBase: UInt32 = 0x1100, vowelBase: UInt32 = 0x1161, trailBase: UInt32 = 0x11A7
        static let leadCount: UInt32 = 19, vowelCount: UInt32 = 21, trailCount: UInt32 = 28
        static let nCount = vowelCount * trailCount
        static let syllableCount = leadCount * nCount
    }
}
