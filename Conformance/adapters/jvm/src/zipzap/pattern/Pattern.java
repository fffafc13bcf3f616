package zipzap.pattern;

/**
 * A `matches` pattern in the portable subset of Conformance/PATTERNS.md, compiled to an automaton that answers in one
 * pass over a value's bytes (SPEC C-6.6). Built from the document alone, without java.util.regex.
 */
public final class Pattern {
    static final long MAX_SIZE = 10_000;

    private final LazyDfa automaton;

    private Pattern(LazyDfa automaton) {
        this.automaton = automaton;
    }

    /** Compiles a `matches` pattern (the vector's pattern string as decoded from JSON). */
    public static Pattern compile(String pattern) throws PatternRefusal {
        Node tree = Parser.parse(pattern.codePoints().toArray());
        if (tree.size > MAX_SIZE) throw new PatternRefusal("tooLarge", 0); // after the syntax (PATTERNS.md §3)
        return new Pattern(new LazyDfa(new Program(tree)));
    }

    /** Whether the value's bytes match, as PATTERNS.md defines (bytes, any byte, not a decoded string). */
    public boolean matches(byte[] value) {
        return automaton.matches(value);
    }
}
