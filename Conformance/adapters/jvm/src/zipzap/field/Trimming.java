package zipzap.field;

import java.util.Arrays;

/** Trimming (SPEC C-3.2, written out in C-3.9): scalars removed from both ends; ill-formed bytes are never trimmed. */
public final class Trimming {
    private Trimming() {}

    public static byte[] trim(byte[] v) {
        int start = 0;
        int end = 0;
        boolean leading = true;
        int i = 0;
        while (i < v.length) {
            int n = Utf8.sequenceLength(v, i);
            boolean trimmable = n > 0 && isTrimmed(Utf8.scalar(v, i, n));
            int step = n > 0 ? n : 1;
            if (!trimmable) {
                if (leading) { start = i; leading = false; }
                end = i + step;
            }
            i += step;
        }
        if (leading) return new byte[0];
        return start == 0 && end == v.length ? v : Arrays.copyOfRange(v, start, end);
    }

    /** The scalars C-3.9 lists. */
    static boolean isTrimmed(int s) {
        return s <= 0x20 || (s >= 0x7F && s <= 0xA0) || s == 0x1680 || (s >= 0x2000 && s <= 0x200A)
                || s == 0x2028 || s == 0x2029 || s == 0x202F || s == 0x205F || s == 0x3000 || s == 0xFEFF;
    }
}
