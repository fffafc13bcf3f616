import ZipZapConformance

/// Patterns made of runs of one set each (`X`, `a{300}`, `[ab]{40,}`), written out so that the `pattern-chains`
/// family can say which values match without any regular-expression engine: PATTERNS.md §2's search over
/// fixed sets and counts.
struct ChainPattern: Sendable {
    /// One run: `count` scalars (at least `minimum`, at most `maximum`, nil for no limit) of one set.
    struct Run: Sendable {
        let source: String
        let members: @Sendable (Unicode.Scalar) -> Bool
        /// A member, and a scalar that is not one.
        let sample: Unicode.Scalar, breaker: Unicode.Scalar
        let minimum: Int, maximum: Int?

        var written: String {
            switch (minimum, maximum) {
            case (1, 1?): source
            case (_, nil): source + "{\(minimum),}"
            case (let low, let high?) where low == high: source + "{\(low)}"
            case (let low, let high?): source + "{\(low),\(high)}"
            }
        }
    }

    let alternatives: [[Run]]
    let anchoredAtStart: Bool, anchoredAtEnd: Bool
    /// The pattern as written when it is not the runs one after the other (a counted group of runs).
    var written: String?

    init(_ alternatives: [[Run]], anchoredAtStart: Bool = false, anchoredAtEnd: Bool = false, written: String? = nil) {
        self.alternatives = alternatives
        self.anchoredAtStart = anchoredAtStart
        self.anchoredAtEnd = anchoredAtEnd
        self.written = written
    }

    var source: String {
        if let written { return written }
        let body = alternatives.map { $0.map(\.written).joined() }.joined(separator: "|")
        let grouped = alternatives.count > 1 && (anchoredAtStart || anchoredAtEnd) ? "(?:" + body + ")" : body
        return (anchoredAtStart ? "^" : "") + grouped + (anchoredAtEnd ? "$" : "")
    }

    /// Whether some part of `value` (the whole of it, when anchored at both ends) matches one alternative.
    func matches(_ value: [Unicode.Scalar]) -> Bool {
        let starts = anchoredAtStart ? [0] : Array(0...value.count)
        return alternatives.contains { runs in
            starts.contains { start in
                var ends: Set<Int> = [start]
                for run in runs {
                    var next = Set<Int>()
                    for end in ends {
                        var length = 0
                        while end + length < value.count, run.members(value[end + length]), run.maximum.map({ length < $0 }) ?? true {
                            length += 1
                        }
                        if length >= run.minimum { next.formUnion(end + run.minimum ... end + length) }
                    }
                    ends = next
                    if ends.isEmpty { return false }
                }
                return anchoredAtEnd ? ends.contains(value.count) : true
            }
        }
    }
}

extension ChainPattern.Run {
    static func literal(_ scalar: Unicode.Scalar, breaker: Unicode.Scalar, _ minimum: Int = 1, _ maximum: Int? = 1) -> Self {
        Self(source: String(Character(scalar)), members: { $0 == scalar }, sample: scalar, breaker: breaker, minimum: minimum, maximum: maximum)
    }

    /// `[ab]`-like: any of `scalars` (ASCII letters, written as a class).
    static func anyOf(_ scalars: String, breaker: Unicode.Scalar, _ minimum: Int, _ maximum: Int?) -> Self {
        Self(source: "[" + scalars + "]", members: { scalars.unicodeScalars.contains($0) }, sample: scalars.unicodeScalars.last!, breaker: breaker,
             minimum: minimum, maximum: maximum)
    }

    /// `.`: anything but the line terminators of PATTERNS.md §3.
    static func dot(_ minimum: Int, _ maximum: Int?) -> Self {
        Self(source: ".", members: { !"\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }, sample: "é", breaker: "\n",
             minimum: minimum, maximum: maximum)
    }
}
