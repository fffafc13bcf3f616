import ZipZap

/// Portable patterns: a short anchored one, a longer search, one large enough to need the on-demand automaton, and
/// bounded repetitions whose states outnumber the on-demand cache, against a plain pattern on the same long value.
func patternBenchCases() -> [BenchCase] {
    let location = try! PortablePattern(#"^LOC-\d{4}$"#)
    let locations = ["LOC-0001", "LOC-1234", "LOC-12A4", "loc-9999"].map { Array($0.utf8) }
    let search = try! PortablePattern(#"(ABC|XYZ)-[0-9]{2,6}"#)
    let texts = ["lot ABC-12345 best before", "no code in this value at all", "XYZ-99", "ABC-1 then XYZ-123456"]
        .map { Array($0.utf8) }
    // (a|b)*a(a|b){12}: the classic pattern whose deterministic automaton has 2^13 states.
    let large = try! PortablePattern(#"(a|b)*a(a|b){12}$"#)
    let abs = ["abbabababbabababbbab", "bbbbbbbbbbbbbbbbbbbb", "aaaaaaaaaaaaaaaaaaaa", "babababababababababa"]
        .map { Array($0.utf8) }
    // (X|Y).{500}(X|Y).{500}Q: a new deterministic state at almost every scalar of a 4 000-byte value.
    let bounded = try! PortablePattern(#"(X|Y).{500}(X|Y).{500}Q"#)
    let plain = try! PortablePattern(#"LOC-\d{4}"#)
    let long = Array(String((0..<4_000).map { i in Character(i % 7 < 3 ? "X" : i % 7 < 5 ? "Y" : "-") }).utf8)
    return [
        BenchCase(name: "pattern ^LOC-\\d{4}$ (8 bytes)") { i in location.matches(locations[i & 3]) ? 1 : 0 },
        BenchCase(name: "pattern (ABC|XYZ)-[0-9]{2,6} search (6-28 bytes)") { i in search.matches(texts[i & 3]) ? 1 : 0 },
        BenchCase(name: "pattern (a|b)*a(a|b){12}$ on demand (20 bytes)") { i in large.matches(abs[i & 3]) ? 1 : 0 },
        BenchCase(name: "pattern LOC-\\d{4} search (4 000 bytes)") { _ in plain.matches(long) ? 1 : 0 },
        BenchCase(name: "pattern (X|Y).{500}(X|Y).{500}Q search (4 000 bytes)") { _ in bounded.matches(long) ? 1 : 0 },
    ]
}
