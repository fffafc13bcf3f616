package zipzap.input;

import zipzap.field.ByteBuilder;

/**
 * Replaces every occurrence of a scanner's FNC1 substitute by GS, left to right without overlap (SPEC C-10.4); an
 * empty substitute replaces nothing (C-10.50). Knuth-Morris-Pratt keeps it linear for any substitute.
 */
final class Fnc1Substitute {
    private static final byte GS = 0x1D;

    private Fnc1Substitute() {}

    static byte[] replace(byte[] scan, byte[] sub) {
        if (sub == null || sub.length == 0 || sub.length > scan.length) return scan;
        int[] fallback = fallback(sub);
        ByteBuilder out = new ByteBuilder(scan.length);
        int matched = 0;
        int pending = 0; // the first byte not yet copied
        for (int i = 0; i < scan.length; i++) {
            while (matched > 0 && scan[i] != sub[matched]) matched = fallback[matched - 1];
            if (scan[i] == sub[matched]) matched++;
            if (matched == sub.length) {
                out.append(scan, pending, i + 1 - sub.length).append(GS);
                pending = i + 1;
                matched = 0; // no overlap: the next occurrence starts after this one
            }
        }
        return pending == 0 ? scan : out.append(scan, pending, scan.length).toArray();
    }

    /** For each prefix of {@code sub}, the length of its longest proper prefix that is also its suffix. */
    private static int[] fallback(byte[] sub) {
        int[] f = new int[sub.length];
        int k = 0;
        for (int i = 1; i < sub.length; i++) {
            while (k > 0 && sub[i] != sub[k]) k = f[k - 1];
            if (sub[i] == sub[k]) k++;
            f[i] = k;
        }
        return f;
    }
}
