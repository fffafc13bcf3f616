package zipzap.gs1;

/** `pieceoftotal` and `posinseqslash`: a piece number and a total, where SPEC C-7.44 points. */
final class Sequences {
    private Sequences() {}

    /** PPTT with P and T of equal width, neither zero, P no greater than T: a zero piece (or a malformed value) at
     *  the first byte, otherwise the total. */
    static int pieceOfTotal(byte[] v, int from, int to) {
        int n = to - from;
        if (n == 0 || n % 2 != 0) return from;
        for (int i = from; i < to; i++) if (v[i] < '0' || v[i] > '9') return from;
        int half = n / 2;
        if (allZero(v, from, from + half)) return from;
        if (allZero(v, from + half, to)) return from + half;
        return compare(v, from, from + half, half) > 0 ? from + half : -1;
    }

    /** `P/T`: digits, a slash, digits, no zero prefix, P no greater than T; a total with a zero prefix points after
     *  the slash, everything else at the first byte. */
    static int positionInSequence(byte[] v, int from, int to) {
        int slash = from;
        while (slash < to && v[slash] >= '0' && v[slash] <= '9') slash++;
        if (slash == from || slash >= to || v[slash] != '/') return from;
        for (int i = slash + 1; i < to; i++) if (v[i] < '0' || v[i] > '9') return from;
        if (slash >= to - 1) return from;
        if (v[from] == '0') return from;
        if (v[slash + 1] == '0') return slash + 1;
        int pLength = slash - from, tLength = to - slash - 1;
        if (pLength > tLength) return from;
        if (pLength == tLength && compare(v, from, slash + 1, pLength) > 0) return from;
        return -1;
    }

    private static boolean allZero(byte[] v, int from, int to) {
        for (int i = from; i < to; i++) if (v[i] != '0') return false;
        return true;
    }

    /** Compares the digit runs v[a, a + length) and v[b, b + length): -1, 0 or 1. */
    static int compare(byte[] v, int a, int b, int length) {
        for (int i = 0; i < length; i++) if (v[a + i] != v[b + i]) return v[a + i] < v[b + i] ? -1 : 1;
        return 0;
    }
}
