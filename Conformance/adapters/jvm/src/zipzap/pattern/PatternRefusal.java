package zipzap.pattern;

/** A pattern the portable subset (PATTERNS.md §3) rejects: the reason name and offset (in Unicode scalars) it pins. */
public final class PatternRefusal extends Exception {
    private static final long serialVersionUID = 1L;

    /** The reason name PATTERNS.md gives, e.g. "emptyClass". */
    public final String reason;
    /** 0-based offset in the pattern's Unicode scalars, as PATTERNS.md pins it. */
    public final int offset;

    public PatternRefusal(String reason, int offset) {
        super(reason + " at " + offset);
        this.reason = reason;
        this.offset = offset;
    }
}
