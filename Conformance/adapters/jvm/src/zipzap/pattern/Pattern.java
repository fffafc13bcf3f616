package zipzap.pattern;

/** A compiled portable pattern (PATTERNS.md). Stub: the engine is being written. */
public final class Pattern {
    private Pattern() {}

    /** Compiles a `matches` pattern (the vector's pattern string as decoded from JSON). */
    public static Pattern compile(String pattern) throws PatternRefusal {
        return new Pattern();
    }

    /** Whether the value's bytes match, as PATTERNS.md defines (bytes, any byte, not a decoded string). */
    public boolean matches(byte[] value) {
        return true;
    }
}
