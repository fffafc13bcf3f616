package zipzap.field;

/** Small byte-level helpers on ASCII digits. */
final class Digits {
    private Digits() {}

    static boolean isDigit(byte b) { return b >= '0' && b <= '9'; }

    static boolean allDigits(byte[] v) {
        for (byte b : v) if (!isDigit(b)) return false;
        return true;
    }

    /** Whether the value is a GTIN's shape: 8, 12, 13 or 14 ASCII digits (C-3.5, C-4.2). */
    static boolean isGTINShape(byte[] v) {
        int n = v.length;
        return (n == 8 || n == 12 || n == 13 || n == 14) && allDigits(v);
    }
}
