/// Writes mutant schemata: every site of a file rewritten so that one build holds all mutants, each switched on by
/// the mutant number the program reads once from `ZIPZAP_MUTANT` (0 or unset: the original program).
///
/// A binary or prefix operator site gets an operator of its own, declared in the original's precedence group, so the
/// rewritten expression parses exactly as before; literals, conditions, jumps and indices become calls.
public enum SchemaWriter {
    /// The rewritten file and where each site ended up in it (1-based line, byte column; edits add no lines).
    public struct File {
        public let text: [UInt8]
        public let spans: [Span]
    }

    public struct Span: Equatable {
        public let site: Int
        public let startLine, startColumn, endLine, endColumn: Int

        public func contains(line: Int, column: Int) -> Bool {
            (line, column) >= (startLine, startColumn) && (line, column) <= (endLine, endColumn)
        }
    }

    private struct Edit {
        let position: Int
        /// Closing insertions first, then openings, then replacements, where several meet at one position.
        let rank: Int
        let end: Int
        let text: String
        let site: Int
    }

    /// `sites` are those of this file with their first mutant numbers (`base`), and their indices in the whole run.
    public static func rewrite(_ source: [UInt8], sites: [(index: Int, site: MutationSite, base: Int)]) -> File {
        var edits: [Edit] = []
        for (index, site, base) in sites {
            func replace(_ start: Int, _ end: Int, _ text: String) {
                edits.append(Edit(position: start, rank: 2, end: end, text: text, site: index))
            }
            func wrap(_ start: Int, _ end: Int, _ call: String) {
                edits.append(Edit(position: start, rank: 1, end: start, text: call + "(\(base), ", site: index))
                edits.append(Edit(position: end, rank: 0, end: end, text: ")", site: index))
            }
            switch site.shape {
            case .binaryOperator(let start, let end), .prefixNot(let start, let end): replace(start, end, operatorName(base))
            case .integerLiteral(let start, let end, let value):
                replace(start, end, value == 0 ? "__zzI1(\(base), 1, 0)" : "__zzI(\(base), \(value + 1), \(value - 1), \(value))")
            case .booleanLiteral(let start, let end, let value): replace(start, end, "__zzB(\(base), \(value))")
            case .condition(let start, let end, let forcedTrue): wrap(start, end, forcedTrue ? "__zzC" : "__zzCF")
            case .jump(let start, let end):
                replace(start, end, "if __zzS(\(base)) { " + String(decoding: source[start..<end], as: UTF8.self) + " }")
            case .index(let start, let end): wrap(start, end, "__zzX")
            }
        }
        edits.sort { ($0.position, $0.rank) < ($1.position, $1.rank) }
        var output: [UInt8] = [], cursor = 0
        var starts: [Int: Int] = [:], ends: [Int: Int] = [:]
        for edit in edits {
            output += source[cursor..<edit.position]
            if starts[edit.site] == nil { starts[edit.site] = output.count }
            output += Array(edit.text.utf8)
            ends[edit.site] = output.count
            cursor = edit.end
        }
        output += source[cursor...]
        var lineStarts = [0]
        for (offset, byte) in output.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        func position(_ offset: Int) -> (Int, Int) {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (low + 1, offset - lineStarts[low] + 1)
        }
        let spans = sites.map { index, _, _ in
            let start = position(starts[index] ?? 0), end = position(max((ends[index] ?? 1) - 1, 0))
            return Span(site: index, startLine: start.0, startColumn: start.1, endLine: end.0, endColumn: end.1)
        }
        return File(text: output, spans: spans)
    }

    /// `∯` then the digits of the mutant number as `∀∁∂∃∄∅∆∇∈∉` (U+2200...U+2209): operator characters, unique per site.
    public static func operatorName(_ base: Int) -> String {
        "∯" + String(String(base).unicodeScalars.map { Character(Unicode.Scalar(0x2200 + $0.value - 48)!) })
    }

    /// The declarations a site needs (one line), or nil when it uses only the shared helpers.
    public static func declaration(_ site: MutationSite, base: Int) -> String? {
        let name = operatorName(base)
        let hit = "__zzHit(\(base)); "
        switch site.shape {
        case .prefixNot:
            return "prefix operator \(name); @usableFromInline prefix func \(name)(x: Bool) -> Bool { \(hit)return __zzM == \(base) ? x : !x }"
        case .binaryOperator:
            let original = site.original
            switch site.mutationOperator {
            case .relational, .equality:
                let constraint = site.mutationOperator == .relational ? "Comparable" : "Equatable"
                let cases = site.variants.enumerated().map { "case \(base + $0.offset): return l \($0.element) r" }
                return "infix operator \(name) : ComparisonPrecedence; @usableFromInline func \(name)<T: \(constraint)>(l: T, r: T) -> Bool "
                    + "{ \(hit)switch __zzM { \(cases.joined(separator: "; ")); default: return l \(original) r } }"
            case .logical:
                let group = original == "&&" ? "LogicalConjunctionPrecedence" : "LogicalDisjunctionPrecedence"
                return "infix operator \(name) : \(group); @usableFromInline func \(name)(l: Bool, r: @autoclosure () throws -> Bool) rethrows "
                    + "-> Bool { \(hit)return __zzM == \(base) ? (try l \(site.variants[0]) r()) : (try l \(original) r()) }"
            case .range:
                let (type, step) = original == "..<" ? ("Range", 1) : ("ClosedRange", -1)
                return "infix operator \(name) : RangeFormationPrecedence; @usableFromInline func \(name)<T: Strideable>(l: T, r: T) -> "
                    + "\(type)<T> where T.Stride: SignedInteger { \(hit)return __zzM == \(base) ? l\(original)r.advanced(by: \(step)) "
                    + ": l\(original)r }"
            default: return nil
            }
        default: return nil
        }
    }

    /// The helpers every schema shares: the mutant number, the coverage record, and the calls sites become.
    public static func prelude(siteCount: Int) -> String {
        """
        // Generated by zipzap-mutate: the mutant schemata's switch. Not part of the reference.
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        /// The mutant this process runs: 0 (or unset) the original, -1 the original recording which sites it reaches.
        @usableFromInline let __zzM: Int = {
            guard let raw = getenv("ZIPZAP_MUTANT") else { return 0 }
            let value = Int(atol(raw))
            if value < 0 { atexit { __zzWriteCoverage() } }
            return value
        }()
        /// One flag per site, in memory of its own: a write to a global array pays an exclusivity check and a
        /// uniqueness check at every hit, which made the recording run many times slower than the original. A site is
        /// written only the first time, so later hits in a hot loop are a load and a branch.
        @usableFromInline nonisolated(unsafe) let __zzReached: UnsafeMutablePointer<Bool> = {
            let flags = UnsafeMutablePointer<Bool>.allocate(capacity: \(siteCount + 1))
            flags.initialize(repeating: false, count: \(siteCount + 1))
            return flags
        }()
        @usableFromInline @inline(__always) func __zzHit(_ base: Int) { if __zzM < 0, !__zzReached[base] { __zzReached[base] = true } }
        @usableFromInline func __zzWriteCoverage() {
            guard let path = getenv("ZIPZAP_MUTANT_COVERAGE"), let file = fopen(path, "w") else { return }
            for base in 0...\(siteCount) where __zzReached[base] { fputs("\\(base)\\n", file) }
            fclose(file)
        }
        @usableFromInline @inline(__always) func __zzI<T: ExpressibleByIntegerLiteral>(_ base: Int, _ plus: T, _ minus: T, _ value: T) -> T {
            __zzHit(base); return __zzM == base ? plus : __zzM == base + 1 ? minus : value
        }
        @usableFromInline @inline(__always) func __zzI1<T: ExpressibleByIntegerLiteral>(_ base: Int, _ plus: T, _ value: T) -> T {
            __zzHit(base); return __zzM == base ? plus : value
        }
        @usableFromInline @inline(__always) func __zzB(_ base: Int, _ value: Bool) -> Bool { __zzHit(base); return __zzM == base ? !value : value }
        @usableFromInline @inline(__always) func __zzC(_ base: Int, _ condition: @autoclosure () throws -> Bool) rethrows -> Bool {
            __zzHit(base); return __zzM == base ? true : __zzM == base + 1 ? false : try condition()
        }
        @usableFromInline @inline(__always) func __zzCF(_ base: Int, _ condition: @autoclosure () throws -> Bool) rethrows -> Bool {
            __zzHit(base); return __zzM == base ? false : try condition()
        }
        @usableFromInline @inline(__always) func __zzS(_ base: Int) -> Bool { __zzHit(base); return __zzM != base }
        @usableFromInline @inline(__always) func __zzX<T: BinaryInteger>(_ base: Int, _ index: T) -> T {
            __zzHit(base); return __zzM == base ? index + 1 : __zzM == base + 1 ? index - 1 : index
        }

        """
    }
}
