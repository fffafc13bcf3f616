package zipzap.input;

/**
 * A typing event (SPEC C-11): an edit of the text, or `submit`. `insert` and `delete` are replacements of no bytes
 * and by no bytes; offsets and counts are bytes, clamped when applied (C-11.2).
 */
public sealed interface Edit {
    record Replace(long offset, long count, byte[] text) implements Edit {}

    record Submit() implements Edit {}
}
