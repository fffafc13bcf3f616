package zipzap.pattern;

import java.util.Arrays;

/** Sets of Unicode scalars as sorted, disjoint, non-adjacent inclusive ranges {lo0, hi0, lo1, hi1, ...}. */
final class ScalarSet {
    static final int MAX = 0x10FFFF;

    static final int[] DIGIT = {'0', '9'};
    static final int[] WORD = {'0', '9', 'A', 'Z', '_', '_', 'a', 'z'};
    static final int[] SPACE = {0x09, 0x0D, 0x20, 0x20};
    /** `.`: everything but the five line terminators of PATTERNS.md §3. */
    static final int[] DOT = complement(new int[] {0x0A, 0x0A, 0x0D, 0x0D, 0x85, 0x85, 0x2028, 0x2029});

    private ScalarSet() {}

    static int[] single(int scalar) {
        return new int[] {scalar, scalar};
    }

    /** Sorts and merges any list of ranges (overlapping or adjacent ones included). */
    static int[] normalize(int[] ranges, int length) {
        int count = length / 2;
        long[] packed = new long[count];
        for (int i = 0; i < count; i++) packed[i] = ((long) ranges[2 * i] << 32) | ranges[2 * i + 1];
        Arrays.sort(packed);
        int[] out = new int[length];
        int n = 0;
        for (long p : packed) {
            int lo = (int) (p >>> 32), hi = (int) p;
            if (n > 0 && lo <= out[n - 1] + 1) {
                out[n - 1] = Math.max(out[n - 1], hi);
            } else {
                out[n++] = lo;
                out[n++] = hi;
            }
        }
        return Arrays.copyOf(out, n);
    }

    static int[] complement(int[] set) {
        int[] out = new int[set.length + 2];
        int n = 0, next = 0;
        for (int i = 0; i < set.length; i += 2) {
            if (set[i] > next) {
                out[n++] = next;
                out[n++] = set[i] - 1;
            }
            next = set[i + 1] + 1;
        }
        if (next <= MAX) {
            out[n++] = next;
            out[n++] = MAX;
        }
        return Arrays.copyOf(out, n);
    }

    static boolean contains(int[] set, int scalar) {
        int lo = 0, hi = set.length / 2 - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (scalar < set[2 * mid]) hi = mid - 1;
            else if (scalar > set[2 * mid + 1]) lo = mid + 1;
            else return true;
        }
        return false;
    }
}
