/// The character sets of GS1 AI values (GS1 General Specifications, figures 7.11-1 to 7.11-3).
public enum GS1CharacterSet: String, Sendable, Hashable {
    /// Digits `0`-`9` (format `N`).
    case numeric = "N"
    /// CSET 82, the invariant subset of ISO/IEC 646 (format `X`).
    case cset82 = "X"
    /// CSET 39: `#`, `-`, `/`, digits and upper-case letters (format `Y`).
    case cset39 = "Y"
    /// CSET 64, the file-safe and URI-safe base64 alphabet with `=` padding (format `Z`).
    case cset64 = "Z"

    /// The set a format's letter names (`N`, `X`, `Y`, `Z`).
    init?(letter: UInt8) {
        switch letter {
        case UInt8(ascii: "N"): self = .numeric
        case UInt8(ascii: "X"): self = .cset82
        case UInt8(ascii: "Y"): self = .cset39
        case UInt8(ascii: "Z"): self = .cset64
        default: return nil
        }
    }
}

/// One part of an AI's value, as the format of the AI lists it: `N3,iso4217` then `N..15` for AI 3910.
public struct GS1Component: Sendable, Hashable {
    public let characterSet: GS1CharacterSet
    public let minLength: Int
    public let maxLength: Int
    /// An optional component may be left out when the value ends before it.
    public let isOptional: Bool
    /// The named checks that apply to this component, after its character set.
    public let checks: GS1CheckList

    /// The component in the syntax dictionary's notation, e.g. `[N..12]` or `N13,csum,gcppos1`.
    public var specification: String {
        let length = minLength == maxLength ? "\(maxLength)" : "..\(maxLength)"
        let core = characterSet.rawValue + length
        let checked = ([isOptional ? "[\(core)]" : core] + checks.map(\.rawValue)).joined(separator: ",")
        return checked
    }
}

/// Up to four checks, in order, stored inline so that running them costs no reference counting.
public struct GS1CheckList: Sequence, Sendable, Hashable {
    private var first: GS1Check?
    private var second: GS1Check?
    private var third: GS1Check?
    private var fourth: GS1Check?

    /// No checks; `append` adds them in order.
    init() {}

    mutating func append(_ check: GS1Check) {
        if first == nil {
            first = check
        } else if second == nil {
            second = check
        } else if third == nil {
            third = check
        } else {
            precondition(fourth == nil, "a component has at most four checks")
            fourth = check
        }
    }

    public func makeIterator() -> Iterator { Iterator(list: self) }

    public struct Iterator: IteratorProtocol {
        let list: GS1CheckList
        var position = 0

        public mutating func next() -> GS1Check? {
            defer { position += 1 }
            switch position {
            case 0: return list.first
            case 1: return list.second
            case 2: return list.third
            case 3: return list.fourth
            default: return nil
            }
        }
    }
}
