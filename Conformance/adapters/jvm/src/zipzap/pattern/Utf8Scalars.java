package zipzap.pattern;

/**
 * Reads bytes as UTF-8 one scalar at a time, each maximal ill-formed subpart becoming one U+FFFD (PATTERNS.md §1):
 * a sequence is cut at the first byte that cannot continue it, and that byte starts the next read.
 */
final class Utf8Scalars {
    static final int REPLACEMENT = 0xFFFD;

    private final byte[] bytes;
    private int index;

    Utf8Scalars(byte[] bytes) {
        this.bytes = bytes;
    }

    boolean hasNext() {
        return index < bytes.length;
    }

    int next() {
        int lead = bytes[index++] & 0xFF;
        if (lead < 0x80) return lead;
        int needed, low = 0x80, high = 0xBF; // the bounds of the first continuation byte
        int scalar;
        if (lead >= 0xC2 && lead <= 0xDF) {
            needed = 1;
            scalar = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            needed = 2;
            scalar = lead & 0x0F;
            if (lead == 0xE0) low = 0xA0;
            if (lead == 0xED) high = 0x9F; // no surrogates
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            needed = 3;
            scalar = lead & 0x07;
            if (lead == 0xF0) low = 0x90;
            if (lead == 0xF4) high = 0x8F; // nothing above U+10FFFF
        } else {
            return REPLACEMENT;
        }
        for (int i = 0; i < needed; i++) {
            if (index == bytes.length) return REPLACEMENT;
            int b = bytes[index] & 0xFF;
            if (b < low || b > high) return REPLACEMENT;
            index++;
            scalar = (scalar << 6) | (b & 0x3F);
            low = 0x80;
            high = 0xBF;
        }
        return scalar;
    }
}
