import Foundation
import ZipZap

extension FieldSpec {
    /// A `matches` rule's pattern as a vector carries it: checked when the vector is read (a pattern outside
    /// PATTERNS.md's subset is a refusal, `FieldSpec.Rule.pattern`), compiled the first time the rule is built, and
    /// kept for every later build. So reading the suite compiles nothing (an export, a schema check or a
    /// `generate --check` never matches a value), and a vector's timed run includes compiling its patterns, as a
    /// port's answer to a request does (`verify --vector-time-limit`).
    public struct Pattern: Sendable, Hashable, CustomStringConvertible {
        /// The pattern as written.
        public let source: String
        /// `PortablePattern.size`: what the pattern asks of a matcher per scalar (PROTOCOL.md's work units).
        public let size: Int
        private let compilation: Compilation

        /// Checks `source` without compiling it, or throws the problem compiling it would.
        public init(_ source: String) throws(PatternError) {
            self.source = source
            size = try PortablePattern.size(of: source)
            compilation = Compilation(nil)
        }

        /// A pattern already compiled (the generator's).
        public init(_ pattern: PortablePattern) {
            source = pattern.source
            size = pattern.size
            compilation = Compilation(pattern)
        }

        /// The compiled pattern, compiled on the first call (by one thread while others wait).
        public var compiled: PortablePattern { compilation.pattern(source) }

        public var description: String { source }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }
        public func hash(into hasher: inout Hasher) { hasher.combine(source) }
    }

    /// The compiled form shared by the copies of one `Pattern`, filled once under its lock.
    private final class Compilation: @unchecked Sendable {
        private let lock = NSLock()
        private var pattern: PortablePattern?

        init(_ pattern: PortablePattern?) { self.pattern = pattern }

        func pattern(_ source: String) -> PortablePattern {
            lock.lock()
            defer { lock.unlock() }
            if let pattern { return pattern }
            do {
                let compiled = try PortablePattern(source)
                pattern = compiled
                return compiled
            } catch {
                // `init(_:)` read the same source with the same parser; only a broken reference gets here.
                preconditionFailure("the checked pattern \(source) failed to compile: \(error)")
            }
        }
    }
}
