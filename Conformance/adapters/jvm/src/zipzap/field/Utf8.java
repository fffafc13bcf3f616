package zipzap.field;

/**
 * UTF-8 read from bytes, as SPEC C-4.3 and C-6.2 read it: well-formed sequences are scalars (no overlong forms, no
 * surrogates, nothing above U+10FFFF), and each maximal ill-formed subpart (the Unicode Standard's U+FFFD practice)
 * is one unit.
 */
public final class Utf8 {
    private Utf8() {}

    public static boolean isValid(byte[] bytes) {
        int i = 0;
        while (i < bytes.length) {
            int n = sequenceLength(bytes, i);
            if (n == 0) return false;
            i += n;
        }
        return true;
    }

    /** The length of the well-formed sequence starting at {@code i}, or 0 when none starts there. */
    public static int sequenceLength(byte[] b, int i) {
        int n = unitLength(b, i);
        return n == expectedLength(b[i] & 0xFF) ? n : 0;
    }

    /** The length of the unit at {@code i}: a well-formed sequence, or else its maximal ill-formed subpart (at least 1). */
    public static int unitLength(byte[] b, int i) {
        int lead = b[i] & 0xFF;
        int n = expectedLength(lead);
        if (n <= 1) return 1;
        int low = 0x80, high = 0xBF;
        if (lead == 0xE0) low = 0xA0;
        else if (lead == 0xED) high = 0x9F;
        else if (lead == 0xF0) low = 0x90;
        else if (lead == 0xF4) high = 0x8F;
        int k = 1;
        while (k < n && i + k < b.length) {
            int c = b[i + k] & 0xFF;
            if (k == 1 ? (c < low || c > high) : (c & 0xC0) != 0x80) break;
            k++;
        }
        return k;
    }

    /** The scalar of the well-formed sequence of {@code n} bytes at {@code i}. */
    public static int scalar(byte[] b, int i, int n) {
        int lead = b[i] & 0xFF;
        if (n == 1) return lead;
        int cp = lead & (0xFF >> (n + 1));
        for (int k = 1; k < n; k++) cp = cp << 6 | (b[i + k] & 0x3F);
        return cp;
    }

    /** The number of units (scalars, each maximal ill-formed subpart counting once). */
    public static long countScalars(byte[] b) {
        long count = 0;
        for (int i = 0; i < b.length; i += unitLength(b, i)) count++;
        return count;
    }

    /** The length a lead byte announces, or 0 for a byte that cannot start a sequence. */
    private static int expectedLength(int lead) {
        if (lead < 0x80) return 1;
        if (lead >= 0xC2 && lead <= 0xDF) return 2;
        if (lead >= 0xE0 && lead <= 0xEF) return 3;
        if (lead >= 0xF0 && lead <= 0xF4) return 4;
        return 0;
    }
}
