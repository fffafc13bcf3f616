import CGMP

/// An arbitrary-precision integer on GMP's `mpz`. Values are immutable once built (every operation makes a new
/// one), which is what makes sharing the storage between copies and threads safe.
public struct BigInteger: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Owns one initialized `mpz`; written only while the value is being built.
    final class Storage: @unchecked Sendable {
        var mpz = __mpz_struct()
        init() { __gmpz_init(&mpz) }
        deinit { __gmpz_clear(&mpz) }
    }

    let storage: Storage

    /// A value built by `body`, which writes the result into a fresh `mpz`.
    init(building body: (UnsafeMutablePointer<__mpz_struct>) -> Void) {
        let storage = Storage()
        withUnsafeMutablePointer(to: &storage.mpz, body)
        self.storage = storage
    }

    /// Read access to the `mpz` for GMP's source operands.
    func withMPZ<R>(_ body: (UnsafePointer<__mpz_struct>) -> R) -> R {
        withUnsafePointer(to: &storage.mpz, body)
    }

    public init(_ value: Int) { self.init { __gmpz_set_si($0, value) } }

    public init(integerLiteral value: Int) { self.init(value) }

    /// The value of a decimal numeral (an optional `-`, then digits); nil for anything else.
    public init?(decimal text: String) {
        let digits = text.first == "-" ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        self.init { _ = __gmpz_set_str($0, text, 10) }
    }

    /// `base` raised to `exponent`.
    public static func power(_ base: Int, _ exponent: Int) -> BigInteger {
        precondition(base >= 0 && exponent >= 0)
        return BigInteger { __gmpz_ui_pow_ui($0, UInt(base), UInt(exponent)) }
    }

    /// The least prime greater than `self`.
    public var nextPrime: BigInteger {
        withMPZ { value in BigInteger { __gmpz_nextprime($0, value) } }
    }

    public static func + (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        lhs.withMPZ { a in rhs.withMPZ { b in BigInteger { __gmpz_add($0, a, b) } } }
    }

    public static func - (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        lhs.withMPZ { a in rhs.withMPZ { b in BigInteger { __gmpz_sub($0, a, b) } } }
    }

    public static func * (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        lhs.withMPZ { a in rhs.withMPZ { b in BigInteger { __gmpz_mul($0, a, b) } } }
    }

    /// The quotient rounded toward minus infinity.
    public static func / (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        precondition(rhs != 0, "division by zero")
        return lhs.withMPZ { a in rhs.withMPZ { b in BigInteger { __gmpz_fdiv_q($0, a, b) } } }
    }

    /// The remainder in `0..<modulus` (the mathematical residue, also for negative values).
    public func modulo(_ modulus: Int) -> Int {
        precondition(modulus > 0)
        return withMPZ { Int(__gmpz_fdiv_ui($0, UInt(modulus))) }
    }

    /// The value as an `Int`, when it fits.
    public var intValue: Int? {
        withMPZ { __gmpz_fits_slong_p($0) != 0 ? __gmpz_get_si($0) : nil }
    }

    public var description: String {
        withMPZ { value in
            // sizeinbase may overshoot by one; room for a sign and the terminating NUL.
            let capacity = __gmpz_sizeinbase(value, 10) + 2
            var buffer = [CChar](repeating: 0, count: capacity)
            __gmpz_get_str(&buffer, 10, value)
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    public static func == (lhs: BigInteger, rhs: BigInteger) -> Bool { compare(lhs, rhs) == 0 }

    public static func < (lhs: BigInteger, rhs: BigInteger) -> Bool { compare(lhs, rhs) < 0 }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    private static func compare(_ lhs: BigInteger, _ rhs: BigInteger) -> Int32 {
        lhs.withMPZ { a in rhs.withMPZ { b in __gmpz_cmp(a, b) } }
    }
}
