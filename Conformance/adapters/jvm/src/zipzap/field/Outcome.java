package zipzap.field;

/** What the field made of one scan (SPEC C-2.1, C-3.6, C-5). */
public sealed interface Outcome {
    /** Written: the normalized value, and whether it differs from the bound value before (C-5.3). */
    record Written(byte[] value, boolean changed) implements Outcome {}

    /** Rejected at {@code step} ("normalize" or the rule's name); {@code position} is the rule's index, -1 for normalize. */
    record Rejected(String step, int position) implements Outcome {}

    /** Ignored: the type the filter saw is not one the field reads. */
    record Ignored(BarcodeType type) implements Outcome {}

    default boolean accepted() { return this instanceof Written; }
}
