package zipzap.gs1;

/** The four character sets of GS1 AI data (GS1 General Specifications 7.11): N digits, X CSET 82, Y CSET 39,
 *  Z CSET 64 (URI-safe base64, `=` only as padding, SPEC C-7.44). */
enum CharacterSet {
    NUMERIC, CSET82, CSET39, CSET64;

    private static final boolean[] CSET82_BYTES = table("!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
    private static final boolean[] CSET39_BYTES = table("#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    private static final boolean[] CSET64_BYTES = table("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");

    static CharacterSet of(char letter) {
        switch (letter) {
            case 'N': return NUMERIC;
            case 'X': return CSET82;
            case 'Y': return CSET39;
            case 'Z': return CSET64;
            default: throw new IllegalArgumentException("unknown character set " + letter);
        }
    }

    /** The index of the first byte of value[from, to) outside this set, or -1. For CSET 64, `=` padding is valid
     *  only at the end, at most two, and only when the component's length (padding included) is a multiple of 3. */
    int firstInvalid(byte[] value, int from, int to) {
        if (this == CSET64) return firstInvalidBase64(value, from, to);
        for (int i = from; i < to; i++) if (!contains(value[i])) return i;
        return -1;
    }

    boolean contains(byte b) {
        int c = b & 0xff;
        if (c >= 128) return false;
        switch (this) {
            case NUMERIC: return c >= '0' && c <= '9';
            case CSET82: return CSET82_BYTES[c];
            case CSET39: return CSET39_BYTES[c];
            default: return CSET64_BYTES[c];
        }
    }

    private int firstInvalidBase64(byte[] value, int from, int to) {
        int end = to;
        while (end > from && value[end - 1] == '=') end--;
        for (int i = from; i < end; i++) if (!contains(value[i])) return i;
        int pads = to - end;
        if (pads > 2 || (pads > 0 && (to - from) % 3 != 0)) return end;
        return -1;
    }

    private static boolean[] table(String members) {
        boolean[] t = new boolean[128];
        for (int i = 0; i < members.length(); i++) t[members.charAt(i)] = true;
        return t;
    }
}
