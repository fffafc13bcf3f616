/// Parses the portable subset (Conformance/PATTERNS.md) into a `PatternNode`, rejecting everything outside it.
struct PatternParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0

    init(_ source: String) { scalars = Array(source.unicodeScalars) }

    mutating func parse() throws(PatternError) -> PatternNode {
        if scalars.count > PortablePattern.maximumSourceLength {
            throw PatternError(.tooLarge, at: PortablePattern.maximumSourceLength)
        }
        let node = try parseAlternation()
        if index < scalars.count { throw PatternError(.unbalancedParenthesis, at: index) }  // a stray `)`
        return node
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func scalar(at offset: Int) -> Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    private mutating func parseAlternation() throws(PatternError) -> PatternNode {
        var alternatives = [try parseConcatenation()]
        while current == "|" {
            index += 1
            alternatives.append(try parseConcatenation())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func parseConcatenation() throws(PatternError) -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let isAnchor = scalar == "^" || scalar == "$"
            let atom = try parseAtom()
            items.append(try parseQuantifiers(on: atom, isAnchor: isAnchor))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    // MARK: Quantifiers

    /// Reads the quantifier after an atom, if any. A bare anchor cannot be quantified; a group holding one can.
    private mutating func parseQuantifiers(on atom: PatternNode, isAnchor: Bool) throws(PatternError) -> PatternNode {
        let quantifierStart = index
        guard let (minimum, maximum) = try parseQuantifier() else { return atom }
        if isAnchor { throw PatternError(.quantifiedAnchor, at: quantifierStart) }
        var isLazy = false
        if current == "?" {
            isLazy = true
            index += 1
        }
        if !isLazy && current == "+" { throw PatternError(.possessiveQuantifier, at: index) }
        if let scalar = current, "*+?{".unicodeScalars.contains(scalar) {
            throw PatternError(.stackedQuantifier, at: index)
        }
        return .repetition(atom, minimum: minimum, maximum: maximum)
    }

    /// Reads `*`, `+`, `?` or a counted quantifier at the current position, if there is one.
    private mutating func parseQuantifier() throws(PatternError) -> (Int, Int?)? {
        switch current {
        case "*": index += 1; return (0, nil)
        case "+": index += 1; return (1, nil)
        case "?": index += 1; return (0, 1)
        case "{":
            guard let (bounds, end) = countedQuantifier(at: index) else {
                throw PatternError(.invalidQuantifier, at: index)
            }
            index = end
            return bounds
        default: return nil
        }
    }

    /// Reads `{n}`, `{n,}` or `{n,m}` (n ≤ m ≤ 1000) starting at `start`: the bounds and the offset after the `}`.
    private func countedQuantifier(at start: Int) -> ((Int, Int?), Int)? {
        var offset = start + 1
        func number() -> Int? {
            var value = 0, digits = 0
            while let scalar = scalar(at: offset), scalar.isASCII, ASCII.isDigit(UInt8(scalar.value)) {
                value = min(value * 10 + Int(scalar.value - 0x30), PortablePattern.maximumRepetition + 1)
                digits += 1
                offset += 1
            }
            return digits > 0 ? value : nil
        }
        guard let minimum = number() else { return nil }
        var maximum: Int? = minimum
        if scalar(at: offset) == "," {
            offset += 1
            maximum = scalar(at: offset) == "}" ? nil : number()
            if maximum == nil && scalar(at: offset) != "}" { return nil }
        }
        guard scalar(at: offset) == "}", minimum <= PortablePattern.maximumRepetition else { return nil }
        if let maximum, maximum < minimum || maximum > PortablePattern.maximumRepetition { return nil }
        return ((minimum, maximum), offset + 1)
    }

    // MARK: Atoms

    private mutating func parseAtom() throws(PatternError) -> PatternNode {
        let start = index
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "(": return try parseGroup(openedAt: start)
        case "[": return try parseClass(openedAt: start)
        case ".": return .scalars(.anyExceptLineTerminator)
        case "^": return .start
        case "$": return .end
        case "\\": return .scalars(try parseEscape(at: start))
        case "*", "+", "?":
            throw PatternError(.nothingToRepeat, at: start)
        case "{":
            throw PatternError(countedQuantifier(at: start) == nil ? .invalidQuantifier : .nothingToRepeat, at: start)
        case "]", "}":
            throw PatternError(.unescapedMetacharacter(scalar), at: start)
        default:
            return .scalars(ScalarSet(scalar))
        }
    }

    private mutating func parseGroup(openedAt start: Int) throws(PatternError) -> PatternNode {
        if current == "?" {
            guard scalar(at: index + 1) == ":" else {
                throw PatternError(.unsupportedConstruct(Self.describeGroupExtension(after: index + 1, in: scalars)),
                                   at: start)
            }
            index += 2
        }
        depth += 1
        if depth > PortablePattern.maximumNesting { throw PatternError(.tooDeeplyNested, at: start) }
        let content = try parseAlternation()
        guard current == ")" else { throw PatternError(.unbalancedParenthesis, at: start) }
        index += 1
        depth -= 1
        return content
    }

    /// Names the `(?…` construct whose text continues at `offset`, for the error message.
    private static func describeGroupExtension(after offset: Int, in scalars: [Unicode.Scalar]) -> String {
        let next = offset < scalars.count ? scalars[offset] : nil
        let second = offset + 1 < scalars.count ? scalars[offset + 1] : nil
        switch (next, second) {
        case ("=", _): return "lookahead (?="
        case ("!", _): return "negative lookahead (?!"
        case ("<", "="): return "lookbehind (?<="
        case ("<", "!"): return "negative lookbehind (?<!"
        case ("<", _), ("P", _), ("'", _): return "named group (?\(next!)"
        case (">", _): return "atomic group (?>"
        case ("(", _): return "conditional (?("
        case ("#", _): return "comment (?#"
        case ("|", _): return "branch reset (?|"
        case (nil, _): return "(?"
        default: return "inline flags or group option (?\(next!)"
        }
    }

    // MARK: Escapes

    /// Parses the escape whose `\` is at `start` (the current position is just after it).
    private mutating func parseEscape(at start: Int) throws(PatternError) -> ScalarSet {
        guard let letter = current else { throw PatternError(.danglingEscape, at: start) }
        index += 1
        switch letter {
        case "d": return .digits
        case "D": return ScalarSet.digits.inverted
        case "w": return .wordCharacters
        case "W": return ScalarSet.wordCharacters.inverted
        case "s": return .whitespace
        case "S": return ScalarSet.whitespace.inverted
        case "t": return ScalarSet("\t")
        case "n": return ScalarSet("\n")
        case "r": return ScalarSet("\r")
        case "f": return ScalarSet("\u{0C}")
        case "v": return ScalarSet("\u{0B}")
        case "x": return ScalarSet(try parseHexEscape(at: start, digits: 2))
        case "u": return ScalarSet(try parseHexEscape(at: start, digits: 4))
        case "\\", ".", "^", "$", "|", "(", ")", "[", "]", "{", "}", "*", "+", "?", "/", "-":
            return ScalarSet(letter)
        case "Q": throw PatternError(.unsupportedConstruct("quoting \\Q…\\E"), at: start)
        default: throw PatternError(.unsupportedEscape("\\\(letter)"), at: start)
        }
    }

    private mutating func parseHexEscape(at start: Int, digits: Int) throws(PatternError) -> Unicode.Scalar {
        var value: UInt32 = 0
        for offset in index..<(index + digits) {
            guard let scalar = scalar(at: offset), let digit = scalar.hexDigitValue else {
                let text = String(String.UnicodeScalarView(scalars[start..<min(offset + 1, scalars.count)]))
                throw PatternError(.malformedEscape(text), at: start)
            }
            value = value << 4 | digit
        }
        index += digits
        guard let scalar = Unicode.Scalar(value) else {
            throw PatternError(.malformedEscape(String(String.UnicodeScalarView(scalars[start..<index]))), at: start)
        }
        return scalar
    }

    // MARK: Classes

    private mutating func parseClass(openedAt start: Int) throws(PatternError) -> PatternNode {
        let isNegated = current == "^"
        if isNegated { index += 1 }
        var members: [ScalarSet] = []
        let firstItem = index
        while true {
            guard let scalar = current else { throw PatternError(.unterminatedClass, at: start) }
            if scalar == "]" {
                if index == firstItem { throw PatternError(.emptyClass, at: start) }
                index += 1
                break
            }
            members.append(try parseClassItem(isFirst: index == firstItem))
        }
        let set = ScalarSet.union(members)
        return .scalars(isNegated ? set.inverted : set)
    }

    /// One member: a scalar, a range `a-z`, a class escape such as `\d`, or a literal `-` first or last.
    private mutating func parseClassItem(isFirst: Bool) throws(PatternError) -> ScalarSet {
        try rejectSetOperation()
        let itemStart = index
        if current == "-" {
            index += 1
            guard isFirst || current == "]" || current == nil else { throw PatternError(.misplacedHyphen, at: itemStart) }
            return ScalarSet("-")
        }
        let low = try parseClassMember()
        guard current == "-", let next = scalar(at: index + 1), next != "]" else { return low }
        try rejectSetOperation()
        index += 1
        let highStart = index
        let high = try parseClassMember()
        guard let lowScalar = low.singleScalar, let highScalar = high.singleScalar else {
            throw PatternError(.invalidRange, at: low.singleScalar == nil ? itemStart : highStart)
        }
        guard lowScalar <= highScalar else { throw PatternError(.invalidRange, at: itemStart) }
        return ScalarSet([lowScalar...highScalar])
    }

    /// `&&`, `--` and `~~` are set operations in Java, ICU, Swift or ECMAScript's `v` mode: never portable.
    private func rejectSetOperation() throws(PatternError) {
        guard let scalar = current, scalar == "&" || scalar == "-" || scalar == "~", self.scalar(at: index + 1) == scalar
        else { return }
        throw PatternError(.unsupportedConstruct("class set operation \(scalar)\(scalar)"), at: index)
    }

    /// A scalar or escape inside a class (not `-` or `]`).
    private mutating func parseClassMember() throws(PatternError) -> ScalarSet {
        let start = index
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "\\": return try parseEscape(at: start)
        case "[":
            let construct = current == ":" ? "POSIX class [:" : (current == "=" ? "collating element [=" : nil)
            if let construct { throw PatternError(.unsupportedConstruct(construct), at: start) }
            throw PatternError(.unescapedMetacharacter("["), at: start)
        default: return ScalarSet(scalar)
        }
    }
}

extension ScalarSet {
    /// The scalar value when the set holds exactly one.
    fileprivate var singleScalar: UInt32? {
        ranges.count == 1 && ranges[0].lowerBound == ranges[0].upperBound ? ranges[0].lowerBound : nil
    }
}

extension Unicode.Scalar {
    fileprivate var hexDigitValue: UInt32? {
        switch value {
        case 0x30...0x39: value - 0x30
        case 0x41...0x46: value - 0x41 + 10
        case 0x61...0x66: value - 0x61 + 10
        default: nil
        }
    }
}
