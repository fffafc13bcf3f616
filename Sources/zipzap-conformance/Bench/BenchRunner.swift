#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times bench cases: each runs for a calibrated batch size, in several rounds; the median and the spread of
/// nanoseconds per operation are reported.
struct BenchRunner {
    var rounds = 7
    var targetRoundNanoseconds: UInt64 = 100_000_000

    struct Figure {
        let name: String
        let medianNanoseconds: Double
        let minNanoseconds: Double
        let maxNanoseconds: Double
        /// Operations timed in each round.
        let iterationsPerRound: Int
    }

    func measure(_ bench: BenchCase) -> Figure {
        var checksum = 0
        // Calibrate: grow the batch until one batch takes a tenth of a round.
        var iterations = 1
        while true {
            let elapsed = time(iterations, bench, &checksum)
            if elapsed >= targetRoundNanoseconds / 10 || iterations >= 1 << 30 {
                let perCall = Double(elapsed) / Double(iterations)
                iterations = max(1, Int(Double(targetRoundNanoseconds) / max(perCall, 0.01)))
                break
            }
            iterations *= 4
        }
        var samples: [Double] = []
        for _ in 0..<rounds {
            samples.append(Double(time(iterations, bench, &checksum)) / Double(iterations * bench.operationsPerCall))
        }
        samples.sort()
        blackHole(checksum)
        return Figure(
            name: bench.name, medianNanoseconds: samples[samples.count / 2],
            minNanoseconds: samples.first!, maxNanoseconds: samples.last!,
            iterationsPerRound: iterations * bench.operationsPerCall)
    }

    private func time(_ iterations: Int, _ bench: BenchCase, _ checksum: inout Int) -> UInt64 {
        let start = Self.now()
        for i in 0..<iterations { checksum &+= bench.operation(i) }
        return Self.now() - start
    }

    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never) func blackHole(_ value: Int) {
    if value == 0x5EED_F00D { print("") }
}
