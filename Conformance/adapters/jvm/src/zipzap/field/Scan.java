package zipzap.field;

/** A scan as its source delivered it (SPEC C-1.2): its bytes, and its type, null when the source knows none. */
public record Scan(byte[] value, BarcodeType type) {}
