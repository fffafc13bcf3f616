import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Independent checks of the families written for paths no other vector reached (Docs/coverage.md): each vector
/// really is of the kind its path needs (more than 16 elements), and the pattern vectors' answers recomputed from
/// what the pattern says, by hand, never by the pattern engine.
@Suite struct CoverageFamiliesTests {
    /// `coverage-gaps` made once for every test here: its pattern vectors take seconds to check in a debug build.
    private static let coverageGaps = Result { () throws(FamilyVectors.Failure) in
        try FamilyVectors.byKey(named: "coverage-gaps")
    }

    /// Each event's scanned text with whether the vector expects it written.
    private func steps(_ vector: Vector) -> [(text: String, written: Bool)] {
        vector.events.indices.map { index in
            guard case .string(let text)? = vector.events[index]["value"] else { return ("", false) }
            let written = vector.expectedTrace.contains {
                $0["event"] == .number(String(index)) && $0["kind"] == .string("write")
            }
            return (text, written)
        }
    }

    /// The AIs of a bracketed element string (every unescaped `(`) or of a Digital Link URI (path segments after the
    /// host that are AIs, and all-digit query keys), counted from the text.
    private func elementCount(_ text: String) -> Int {
        if text.hasPrefix("(") { return text.split(separator: "(", omittingEmptySubsequences: true).count }
        let parts = text.split(separator: "?", maxSplits: 1)
        let path = parts[0].split(separator: "/").dropFirst(2)  // "https:", host
        let query = parts.count > 1 ? parts[1].split(separator: "&").map { $0.prefix { $0 != "=" } } : []
        return path.count / 2 + query.filter { $0.allSatisfy(\.isNumber) }.count
    }

    @Test func manyElementsVectorsHoldMoreThanSixteenElements() throws {
        let vectors = try FamilyVectors.byKey(named: "gs1-many-elements")
        #expect(vectors.count == 6)
        for (key, vector) in vectors {
            for step in steps(vector) {
                #expect(elementCount(step.text) > 16, "\(key): \(step.text) holds \(elementCount(step.text)) elements")
            }
        }
    }

    /// `^(?:a|b)*a(?:a|b){11}X` (anchored end: `$` instead of X), read as the condition it states.
    private func twelveBefore(_ text: String, atEnd: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let isAB: (Unicode.Scalar) -> Bool = { $0 == "a" || $0 == "b" }
        for start in scalars.indices where scalars[..<start].allSatisfy(isAB) && scalars[start] == "a" {
            let end = start + 12
            guard end <= scalars.count, scalars[(start + 1)..<end].allSatisfy(isAB) else { continue }
            if atEnd ? end == scalars.count : (end < scalars.count && scalars[end] == "X") { return true }
        }
        return false
    }

    /// What `.` matches: every scalar but the five line terminators (PATTERNS.md §3).
    private static func dotMatches(_ scalar: Unicode.Scalar) -> Bool {
        !"\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains(scalar)
    }

    /// `(?:a|b)*a(?:a|b){11}END`: an a, then 11 scalars a or b, then `end`; from the value's start, with only a and b
    /// before the a, when `fromStart`, else anywhere.
    private static func twelveBeforeAnywhere(_ text: String, end: Unicode.Scalar, fromStart: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let isAB: (Unicode.Scalar) -> Bool = { $0 == "a" || $0 == "b" }
        return scalars.indices.contains { start in
            scalars[start] == "a" && start + 12 < scalars.count && scalars[(start + 1)..<(start + 12)].allSatisfy(isAB)
                && scalars[start + 12] == end && (!fromStart || scalars[..<start].allSatisfy(isAB))
        }
    }

    /// `^(?:a|b)*a(?:a|b){11}X.{N}Y`: from the start, a and b with an a twelve before the first X, then `count`
    /// scalars that `.` matches, then Y.
    private static func twelveBeforeXThenDots(_ text: String, _ count: Int) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let x = scalars.firstIndex(of: "X"), x >= 12, scalars[x - 12] == "a",
              scalars[..<x].allSatisfy({ $0 == "a" || $0 == "b" }), scalars.count > x + count + 1 else { return false }
        return scalars[(x + 1)...(x + count)].allSatisfy(dotMatches) && scalars[x + count + 1] == "Y"
    }

    /// The claim `on-demand/handed-over-at-entry`, `on-demand/handed-over-inside` and
    /// `on-demand/outer-table-full-at-entry` make about their values with an X: before it, 999 (998) different sets of
    /// where the a of the last twelve scalars are (fewer than twelve scalars read: as if preceded by b), so that a
    /// cache of 1 000 deterministic states (the initial state apart from them; and, for the outer table, the state
    /// after the X) is full exactly when the X is read.
    private static let fillingValues = [
        "on-demand/handed-over-at-entry": (values: 2, sets: 999), "on-demand/handed-over-inside": (values: 3, sets: 999),
        "on-demand/outer-table-full-at-entry": (values: 2, sets: 998),
        "on-demand/many-classes-many-values": (values: 30, sets: 998),
    ]

    @Test(arguments: [
        "on-demand/handed-over-at-entry", "on-demand/handed-over-inside", "on-demand/outer-table-full-at-entry",
        "on-demand/many-classes-many-values",
    ])
    func handedOverVectorFillsTheCacheAtTheX(key: String) throws {
        let vector = try #require(try Self.coverageGaps.get()[key])
        let expected = try #require(Self.fillingValues[key])
        let withX = steps(vector).filter { $0.text.contains("X") }
        #expect(withX.count == expected.values, "\(key): \(withX.count) values with an X")
        for step in withX {
            let prefix = Array(step.text.unicodeScalars.prefix { $0 != "X" })
            var windows = Set<[Bool]>()
            for end in 1...prefix.count {
                let window = prefix[max(0, end - 12)..<end].map { $0 == "a" }
                windows.insert([Bool](repeating: false, count: 12 - window.count) + window)
            }
            #expect(windows.count == expected.sets, "\(key): \(windows.count) sets before the X")
        }
    }

    /// `^(?:h(?:a(?:a…(?:at)+…)+)+)+e` with 32 a: from the start, h, 32 a and t; then blocks of 1 to 32 a and a t (a loop
    /// begun again: the k-th of the 32 groups leaves 33 - k a before the t) or of h, 32 a and t; then e.
    private static func nestedLoops(_ text: String) -> Bool {
        let block = "h" + String(repeating: "a", count: 32) + "t"
        guard text.hasPrefix(block) else { return false }
        var rest = Substring(text).dropFirst(block.count)
        while !rest.hasPrefix("e") {
            if rest.hasPrefix(block) {
                rest = rest.dropFirst(block.count)
                continue
            }
            let run = rest.prefix { $0 == "a" }.count
            guard (1...32).contains(run), rest.dropFirst(run).hasPrefix("t") else { return false }
            rest = rest.dropFirst(run + 1)
        }
        return true
    }

    /// `(?:c|d)*c(?:c|d){21}Z.{200}`: a c, 21 scalars c or d, a Z and 200 scalars that `.` matches, anywhere.
    private static func cTwentyTwoBeforeZ(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.contains { start in
            start + 223 <= scalars.count && scalars[start] == "c"
                && scalars[(start + 1)...(start + 21)].allSatisfy { $0 == "c" || $0 == "d" } && scalars[start + 22] == "Z"
                && scalars[(start + 23)..<(start + 223)].allSatisfy(dotMatches)
        }
    }

    @Test func onDemandPatternAnswersFollowThePatterns() throws {
        let vectors = try Self.coverageGaps.get()
        let cases: [(String, (String) -> Bool)] = [
            ("on-demand/numbered", { twelveBefore($0, atEnd: false) }),
            ("on-demand/numbered-end", { twelveBefore($0, atEnd: true) }),
            // An X with at least 300 scalars after it (the values hold no line breaks).
            ("on-demand/stepped", { text in
                let scalars = Array(text.unicodeScalars)
                return scalars.indices.contains { scalars[$0] == "X" && scalars.count - $0 - 1 >= 300 }
            }),
            // An a followed by 21 scalars, each a or b.
            ("on-demand/unbounded", { text in
                let scalars = Array(text.unicodeScalars)
                return scalars.indices.contains { start in
                    scalars[start] == "a" && start + 21 < scalars.count && scalars[(start + 1)...(start + 21)].allSatisfy { $0 == "a" || $0 == "b" }
                }
            }),
            // X or Y, 150 scalars that `.` matches, X or Y, 150 more, Q.
            ("on-demand/line-emptied", { text in
                let scalars = Array(text.unicodeScalars)
                let isEnd: (Int) -> Bool = { scalars[$0] == "X" || scalars[$0] == "Y" }
                let dots: (Int) -> Bool = { start in
                    scalars[start..<(start + 150)].allSatisfy { !"\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }
                }
                return scalars.indices.contains { start in
                    start + 302 < scalars.count && isEnd(start) && dots(start + 1) && isEnd(start + 151)
                        && dots(start + 152) && scalars[start + 302] == "Q"
                }
            }),
            // U+0100 to U+022B in order, 100 scalars that `.` matches, Q.
            ("on-demand/wide-outer", { text in
                let scalars = Array(text.unicodeScalars)
                let literal = (0..<300).map { Unicode.Scalar(0x100 + $0)! }
                return scalars.indices.contains { start in
                    start + 400 < scalars.count && Array(scalars[start..<(start + 300)]) == literal
                        && scalars[(start + 300)..<(start + 400)].allSatisfy { !"\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }
                        && scalars[start + 400] == "Q"
                }
            }),
            // The first of the two rules refuses: 10 000 x in a row, anywhere.
            ("eager-work/follow-rows", { $0.contains(String(repeating: "x", count: 10_000)) }),
            // From the start: a and b, an a twelve before an X, 40 scalars that `.` matches, Y.
            ("on-demand/handed-over-at-entry", { Self.twelveBeforeXThenDots($0, 40) }),
            // X, 300 scalars that `.` matches, one that `.` matches and is not U+0000 to U+0009, Y.
            ("on-demand/look-alike-run", { text in
                let scalars = Array(text.unicodeScalars)
                return scalars.indices.contains { start in
                    start + 302 < scalars.count && scalars[start] == "X"
                        && scalars[(start + 1)...(start + 300)].allSatisfy(Self.dotMatches)
                        && Self.dotMatches(scalars[start + 301]) && scalars[start + 301].value > 9 && scalars[start + 302] == "Y"
                }
            }),
            // From the start: blocks of x, 62 scalars that `.` matches and y; then z, a and b, an a twelve before a Q.
            ("on-demand/loop-first-only", { text in
                var scalars = Array(text.unicodeScalars)[...]
                while scalars.count >= 64, scalars.first == "x", scalars.dropFirst().prefix(62).allSatisfy(Self.dotMatches),
                      scalars.dropFirst(63).first == "y" {
                    scalars = scalars.dropFirst(64)
                }
                guard scalars.first == "z" else { return false }
                return Self.twelveBeforeAnywhere(String(String.UnicodeScalarView(scalars.dropFirst())), end: "Q", fromStart: true)
            }),
            // The first alternative holds a class that matches nothing; the second: an a, 11 a or b, Z, anywhere.
            ("on-demand/first-unlike-the-rest", { Self.twelveBeforeAnywhere($0, end: "Z", fromStart: false) }),
            // b, a, 300 b, Y anywhere; or an a, 11 a or b, Z anywhere.
            ("on-demand/head-like-the-rest", { text in
                text.contains("ba" + String(repeating: "b", count: 300) + "Y") || Self.twelveBeforeAnywhere(text, end: "Z", fromStart: false)
            }),
            // The whole value: ac, bc or abc.
            ("shared-follow/repeated-alternatives", { ["ac", "bc", "abc"].contains($0) }),
            // The whole value: bad, bd or ad.
            ("shared-follow/repeated-pair", { ["bad", "bd", "ad"].contains($0) }),
            // The whole value: 70 x, then ac or abc.
            ("shared-follow/second-word", { text in
                let x = String(repeating: "x", count: 70)
                return text == x + "ac" || text == x + "abc"
            }),
            // X or Y, 35 scalars that `.` matches, X or Y, 300 more, Q, anywhere.
            ("on-demand/ring-one-past-a-power", { text in
                let scalars = Array(text.unicodeScalars)
                let isEnd: (Int) -> Bool = { scalars[$0] == "X" || scalars[$0] == "Y" }
                return scalars.indices.contains { start in
                    start + 337 < scalars.count && isEnd(start) && scalars[(start + 1)...(start + 35)].allSatisfy(Self.dotMatches)
                        && isEnd(start + 36) && scalars[(start + 37)...(start + 336)].allSatisfy(Self.dotMatches)
                        && scalars[start + 337] == "Q"
                }
            }),
            // From the start: T, or W, 32 scalars that `.` matches and T, or a and b with an a 22 before a Z; then
            // 300 dashes.
            ("on-demand/tail-at-start", { text in
                let scalars = Array(text.unicodeScalars)
                let isAB: (Unicode.Scalar) -> Bool = { $0 == "a" || $0 == "b" }
                var ends: [Int] = []
                if scalars.first == "T" { ends.append(1) }
                if scalars.first == "W", scalars.count > 33, scalars[1...32].allSatisfy(Self.dotMatches), scalars[33] == "T" {
                    ends.append(34)
                }
                for z in scalars.indices where scalars[z] == "Z" && z >= 22 && scalars[z - 22] == "a"
                    && scalars[..<z].allSatisfy(isAB) {
                    ends.append(z + 1)
                }
                return ends.contains { $0 + 300 <= scalars.count && scalars[$0..<($0 + 300)].allSatisfy { $0 == "-" } }
            }),
            // From the start: Q; or a and b, an a twelve before an X, 40 scalars that `.` matches, Y.
            ("on-demand/handed-over-inside", { text in
                text.unicodeScalars.first == "Q" || Self.twelveBeforeXThenDots(text, 40)
            }),
            // From the start: blocks of a, optionally U+0100 to U+013C, 40 scalars that `.` matches and b; then X;
            // then 300 scalars that `.` matches, or c and d with a c 22 before the end; then Z.
            ("on-demand/first-and-sixty-fifth", { text in
                let scalars = Array(text.unicodeScalars)
                let literal = (0..<61).map { Unicode.Scalar(0x100 + $0)! }
                let dots: (Int, Int) -> Bool = { start, count in
                    start + count <= scalars.count && scalars[start..<(start + count)].allSatisfy(Self.dotMatches)
                }
                // Every offset a run of blocks from the start can end at.
                var ends: Set<Int> = [0], frontier = [0]
                while let start = frontier.popLast() {
                    guard start < scalars.count, scalars[start] == "a" else { continue }
                    var bodies = [start + 1]
                    if start + 62 <= scalars.count, Array(scalars[(start + 1)..<(start + 62)]) == literal { bodies.append(start + 62) }
                    for body in bodies where dots(body, 40) && body + 40 < scalars.count && scalars[body + 40] == "b" {
                        if ends.insert(body + 41).inserted { frontier.append(body + 41) }
                    }
                }
                return ends.contains { x in
                    guard x < scalars.count, scalars[x] == "X" else { return false }
                    if dots(x + 1, 300), x + 301 < scalars.count, scalars[x + 301] == "Z" { return true }
                    return scalars.indices.contains { z in
                        z - 22 > x && scalars[z] == "Z" && scalars[z - 22] == "c"
                            && scalars[(x + 1)..<z].allSatisfy { $0 == "c" || $0 == "d" }
                    }
                }
            }),
            // From the start: a and b, an a twelve before an X, 300 scalars that `.` matches, Y.
            ("on-demand/outer-table-full-at-entry", { Self.twelveBeforeXThenDots($0, 300) }),
            // From the start: one of U+0100, U+0102, ... U+109E, then 9 000 x.
            ("eager-work/class-run", { text in
                let scalars = Array(text.unicodeScalars)
                guard let first = scalars.first, (0x100...0x109E).contains(first.value), first.value % 2 == 0 else { return false }
                return scalars.count > 9_000 && scalars[1...9_000].allSatisfy { $0 == "x" }
            }),
            // From the start: nested loops that may begin again inside the run of a; or the c and d alternative.
            ("delay-line/entered-elsewhere", { Self.nestedLoops($0) || Self.cTwentyTwoBeforeZ($0) }),
            // From the start: a and b, an a twelve before an X, 300 scalars that `.` matches, then Y or one of the 500
            // (the values end in Y).
            ("on-demand/many-classes-many-values", { Self.twelveBeforeXThenDots($0, 300) }),
            // Every one of the 15 rules: a scalar that `.` matches then Q, or one of U+0100, U+0102, ... U+08CE, or the
            // rule's number N followed by 15 scalars that `.` matches.
            ("eager-work/many-read", { text in
                let scalars = Array(text.unicodeScalars)
                let dotThenQ = scalars.indices.dropLast().contains { Self.dotMatches(scalars[$0]) && scalars[$0 + 1] == "Q" }
                let inClass = scalars.contains { (0x100...0x8CE).contains($0.value) && $0.value % 2 == 0 }
                return (0..<15).allSatisfy { number in
                    let digits = Array(String(number).unicodeScalars)
                    return dotThenQ || inClass || scalars.indices.contains { start in
                        start + digits.count + 15 <= scalars.count && Array(scalars[start..<(start + digits.count)]) == digits
                            && scalars[(start + digits.count)..<(start + digits.count + 15)].allSatisfy(Self.dotMatches)
                    }
                }
            }),
        ]
        for (key, expected) in cases {
            let vector = try #require(vectors[key], "\(key) is not generated")
            for step in steps(vector) {
                #expect(step.written == expected(step.text), "\(key): \(step.text.prefix(40))…")
            }
        }
    }
}
