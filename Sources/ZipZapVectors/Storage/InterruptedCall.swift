#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `call` again for as long as a signal interrupts it (-1 with EINTR), then its result. Reads and writes of pipes and
/// opens of FIFOs wait, and a signal that arrives meanwhile (a child's end, a crash's backtrace) cuts the wait short.
package func retryingInterrupted<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
        let result = call()
        if result >= 0 || errno != EINTR { return result }
    }
}
