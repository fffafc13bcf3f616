#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The seed of a test run. Set `ZIPZAP_PROPERTY_SEED` (decimal, or hexadecimal with `0x`) to replay the run a
/// failure report names; unset, every run draws a fresh seed, so CI keeps exploring.
public enum PropertySeed {
    public static let environmentVariable = "ZIPZAP_PROPERTY_SEED"

    /// The run's seed: from the environment when set and well formed, otherwise drawn once per process.
    public static let base: UInt64 = {
        if let text = getenv(environmentVariable).map({ String(cString: $0) }), let seed = parse(text) {
            return seed
        }
        var system = SystemRandomNumberGenerator()
        return system.next()
    }()

    /// The seed of one property: the run's seed mixed with the property's name, so that properties draw
    /// independent streams and adding a property does not change what the others see.
    public static func seed(forProperty name: String, base: UInt64 = base) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a: stable across processes, unlike Hasher
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return base ^ hash
    }

    static func parse(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}
