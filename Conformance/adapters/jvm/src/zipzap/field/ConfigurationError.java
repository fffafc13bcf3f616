package zipzap.field;

/**
 * A rule the field refuses when it is configured (SPEC C-4.20): its position in the rules, its name, the reason, and
 * for a pattern the offset PATTERNS.md pins ({@code null} for a length range).
 */
public final class ConfigurationError extends Exception {
    public final int position;
    public final String rule;
    public final String reason;
    public final Integer offset;

    public ConfigurationError(int position, String rule, String reason, Integer offset) {
        super(rule + " at position " + position + ": " + reason + (offset == null ? "" : " at offset " + offset));
        this.position = position;
        this.rule = rule;
        this.reason = reason;
        this.offset = offset;
    }
}
