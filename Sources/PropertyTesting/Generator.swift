/// Random values of one kind, with a way to make a failing value smaller.
///
/// `shrink` returns candidates that are simpler than the value it is given (shorter, closer to zero, earlier in a
/// list), simplest first; the runner keeps the first candidate that still fails and shrinks again.
public struct Generator<Value>: Sendable {
    public let generate: @Sendable (inout SplitMix64) -> Value
    public let shrink: @Sendable (Value) -> [Value]
    public let describe: @Sendable (Value) -> String

    public init(
        generate: @escaping @Sendable (inout SplitMix64) -> Value,
        shrink: @escaping @Sendable (Value) -> [Value] = { _ in [] },
        describe: @escaping @Sendable (Value) -> String = { String(describing: $0) }
    ) {
        self.generate = generate
        self.shrink = shrink
        self.describe = describe
    }
}

extension Generator where Value == Int {
    /// Integers in `range`, shrinking toward its lower bound.
    public static func int(in range: ClosedRange<Int>) -> Generator<Int> {
        Generator(
            generate: { Int.random(in: range, using: &$0) },
            shrink: { value in
                guard value > range.lowerBound else { return [] }
                let halfway = range.lowerBound + (value - range.lowerBound) / 2
                return [range.lowerBound, halfway, value - 1].reduce(into: []) { out, candidate in
                    if candidate < value, !out.contains(candidate) { out.append(candidate) }
                }
            })
    }
}

extension Generator where Value == [UInt8] {
    /// Strings of ASCII digits whose length lies in `lengths`, shrinking by dropping digits (while the length
    /// allows) and by turning digits into zeros; described as the digits themselves.
    public static func digits(count lengths: ClosedRange<Int>) -> Generator<[UInt8]> {
        Generator(
            generate: { random in
                let count = Int.random(in: lengths, using: &random)
                return (0..<count).map { _ in UInt8.random(in: 0x30...0x39, using: &random) }
            },
            shrink: { digits in
                var candidates: [[UInt8]] = []
                if digits.count > lengths.lowerBound {
                    for position in digits.indices {
                        var shorter = digits
                        shorter.remove(at: position)
                        candidates.append(shorter)
                    }
                }
                for position in digits.indices where digits[position] != 0x30 {
                    var simpler = digits
                    simpler[position] = 0x30
                    candidates.append(simpler)
                }
                return candidates
            },
            describe: { "\"" + String(decoding: $0, as: UTF8.self) + "\"" })
    }
}

extension Generator where Value: Equatable & Sendable {
    /// One of `elements`, shrinking toward the first.
    public static func element(of elements: [Value]) -> Generator<Value> {
        precondition(!elements.isEmpty)
        return Generator(
            generate: { elements[Int.random(in: elements.indices, using: &$0)] },
            shrink: { value in Array(elements.prefix { $0 != value }) })
    }
}

/// Pairs and triples of independent values, shrinking one component at a time.
public func zip<A, B>(_ a: Generator<A>, _ b: Generator<B>) -> Generator<(A, B)> {
    Generator(
        generate: { random in (a.generate(&random), b.generate(&random)) },
        shrink: { value in a.shrink(value.0).map { ($0, value.1) } + b.shrink(value.1).map { (value.0, $0) } },
        describe: { "(\(a.describe($0.0)), \(b.describe($0.1)))" })
}

public func zip<A, B, C>(_ a: Generator<A>, _ b: Generator<B>, _ c: Generator<C>) -> Generator<(A, B, C)> {
    let pairs = zip(zip(a, b), c)
    return Generator(
        generate: { random in let ((x, y), z) = pairs.generate(&random); return (x, y, z) },
        shrink: { value in pairs.shrink(((value.0, value.1), value.2)).map { ($0.0.0, $0.0.1, $0.1) } },
        describe: { "(\(a.describe($0.0)), \(b.describe($0.1)), \(c.describe($0.2)))" })
}
