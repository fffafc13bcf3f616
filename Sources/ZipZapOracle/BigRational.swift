import CGMP

/// An exact fraction on GMP's `mpq`, always in lowest terms with a positive denominator. Immutable, like
/// `BigInteger`.
public struct BigRational: Sendable, Hashable, Comparable, CustomStringConvertible {
    final class Storage: @unchecked Sendable {
        var mpq = __mpq_struct()
        init() { __gmpq_init(&mpq) }
        deinit { __gmpq_clear(&mpq) }
    }

    let storage: Storage

    init(building body: (UnsafeMutablePointer<__mpq_struct>) -> Void) {
        let storage = Storage()
        withUnsafeMutablePointer(to: &storage.mpq, body)
        self.storage = storage
    }

    func withMPQ<R>(_ body: (UnsafePointer<__mpq_struct>) -> R) -> R {
        withUnsafePointer(to: &storage.mpq, body)
    }

    /// `numerator / denominator`, reduced.
    public init(_ numerator: BigInteger, _ denominator: BigInteger) {
        precondition(denominator != 0, "zero denominator")
        self.init { q in
            numerator.withMPZ { __gmpq_set_num(q, $0) }
            denominator.withMPZ { __gmpq_set_den(q, $0) }
            __gmpq_canonicalize(q)
        }
    }

    public init(_ numerator: Int, _ denominator: Int) { self.init(BigInteger(numerator), BigInteger(denominator)) }

    public var numerator: BigInteger { withMPQ { q in BigInteger { __gmpq_get_num($0, q) } } }

    public var denominator: BigInteger { withMPQ { q in BigInteger { __gmpq_get_den($0, q) } } }

    public static func + (lhs: BigRational, rhs: BigRational) -> BigRational {
        lhs.withMPQ { a in rhs.withMPQ { b in BigRational { __gmpq_add($0, a, b) } } }
    }

    public static func * (lhs: BigRational, rhs: BigRational) -> BigRational {
        lhs.withMPQ { a in rhs.withMPQ { b in BigRational { __gmpq_mul($0, a, b) } } }
    }

    /// `numerator/denominator`, or just the numerator when the denominator is 1.
    public var description: String {
        denominator == 1 ? numerator.description : "\(numerator)/\(denominator)"
    }

    /// The value in decimal with `places` digits after the point, rounded half up; for values from 0 up.
    public func decimal(places: Int) -> String {
        precondition(numerator >= 0 && places > 0)
        let scale = BigInteger.power(10, places)
        let rounded = (numerator * scale * 2 + denominator) / (denominator * 2)
        let digits = rounded.description
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        return padded.dropLast(places) + "." + padded.suffix(places)
    }

    public static func == (lhs: BigRational, rhs: BigRational) -> Bool {
        lhs.withMPQ { a in rhs.withMPQ { b in __gmpq_equal(a, b) != 0 } }
    }

    public static func < (lhs: BigRational, rhs: BigRational) -> Bool {
        lhs.withMPQ { a in rhs.withMPQ { b in __gmpq_cmp(a, b) < 0 } }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
