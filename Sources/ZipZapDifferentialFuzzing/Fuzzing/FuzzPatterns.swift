import PropertyTesting
import ZipZapConformance

/// Portable patterns (Conformance/PATTERNS.md) built from the subset's atoms, classes, quantifiers, groups and
/// anchors, and now and then one of the constructs the subset refuses.
enum FuzzPatterns {
    static let atoms = [#"\d"#, #"\D"#, #"\w"#, #"\s"#, ".", "A", "a", "0", "-", "é", "٣", #"\n"#, #"\x41"#, #"\u0660"#, #"\."#, " "]
    static let classes = ["[0-9]", "[A-Z]", "[^0-9]", "[a-z0-9]", "[-A]", "[A-]", #"[\d\s]"#, "[٠-٩]", #"[\]a]"#]
    static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "{0,}", "*?"]
    /// Counted repetitions of GTIN lengths, only on atoms outside groups: nested, they multiply into automata
    /// whose construction alone outlasts a request's timeout.
    static let lengthQuantifiers = ["{8}", "{13}", "{8,14}"]
    /// Patterns the subset refuses, each for a different reason.
    static let refused = ["[]", "a{2,1}", #"\b"#, "(a", "a]", "[z-a]", "*a", "^*", "a**", #"\p{L}"#, "[a-c-e]", "a{,3}", "[[:digit:]]"]

    static func pattern(_ random: inout SplitMix64, refusals: Bool) -> String {
        if refusals, random.oneIn(12) { return random.element(refused) }
        var pattern = random.oneIn(2) ? "^" : ""
        for _ in 0..<random.int(0...4) { pattern += piece(&random, depth: 0) }
        if random.oneIn(2) { pattern += "$" }
        return pattern
    }

    private static func piece(_ random: inout SplitMix64, depth: Int) -> String {
        let atom: String = switch random.int(0...5) {
        case 0, 1: random.element(atoms)
        case 2: random.element(classes)
        case 3 where depth < 2:
            "(" + (0..<random.int(1...2)).map { _ in piece(&random, depth: depth + 1) }.joined()
                + (random.oneIn(2) ? "|" + piece(&random, depth: depth + 1) : "") + ")"
        default: random.element(["LOC-", "AB", "0", "12", "]C1"].map { $0 == "]C1" ? #"\]C1"# : $0 })
        }
        return atom + (depth == 0 && random.oneIn(4) && !atom.hasPrefix("(") ? random.element(lengthQuantifiers) : random.element(quantifiers))
    }
}
