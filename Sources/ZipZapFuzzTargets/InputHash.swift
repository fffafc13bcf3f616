import PropertyTesting

/// Choices derived from a hash of the whole input rather than from leading bytes, so that a seed taken from real data
/// stays a real value and still reaches every option as the fuzzer mutates it.
struct InputHash {
    private var generator: SplitMix64

    init(_ bytes: UnsafeRawBufferPointer) {
        // FNV-1a, 64 bits: cheap, and every byte moves the result.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        generator = SplitMix64(seed: hash)
    }

    /// A number in 0..<count.
    mutating func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }

    mutating func element<T>(of choices: [T]) -> T { choices[pick(choices.count)] }
}
