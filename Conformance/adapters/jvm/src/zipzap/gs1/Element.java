package zipzap.gs1;

/** One element read from the input: its AI's entry, its value (decoded: no `\(` escape, no percent-escape, a GTIN
 *  padded to 14 digits), where the value starts in the input, and the base that turns an index into the value into
 *  an input offset (SPEC C-7.15: value offset plus offset within the decoded value; a padded GTIN's added zeros
 *  come before its first byte). */
final class Element {
    final AIEntry entry;
    final byte[] value;
    final int valueOffset;
    final int offsetBase;

    Element(AIEntry entry, byte[] value, int valueOffset, int offsetBase) {
        this.entry = entry;
        this.value = value;
        this.valueOffset = valueOffset;
        this.offsetBase = offsetBase;
    }

    Element(AIEntry entry, byte[] value, int valueOffset) {
        this(entry, value, valueOffset, valueOffset);
    }

    String ai() {
        return entry.ai;
    }

    GS1Failure failure(String kind, int index) {
        return new GS1Failure(kind, entry.ai, offsetBase + index);
    }
}
