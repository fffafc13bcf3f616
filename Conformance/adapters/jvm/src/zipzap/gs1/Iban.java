package zipzap.gs1;

/** The `iban` check (ISO 13616, MOD 97-10 of ISO 7064); where it points follows SPEC C-7.44: the check digits
 *  when they are not digits or the number fails, else the first byte after them that is neither a digit nor an
 *  upper-case letter; a value of the wrong shape (length, country code) at its first byte. */
final class Iban {
    private Iban() {}

    private static final int MAXIMUM_LENGTH = 34;
    private static final int SHORTER_THAN = 5;

    static int error(byte[] v, int from, int to, CodeLists lists) {
        int n = to - from;
        if (n < 4) return from;
        if (!lists.iso3166Alpha2(Linters.text(v, from, from + 2))) return from;
        if (n > MAXIMUM_LENGTH || n < SHORTER_THAN) return from;
        for (int i = from + 4; i < to; i++) if (weight(v[i]) < 0) return i;
        if (!isDigit(v[from + 2]) || !isDigit(v[from + 3])) return from + 2;
        int sum = 0;
        for (int k = 4; k < n + 4; k++) {
            int w = weight(v[from + (k < n ? k : k - n)]);
            if (w < 0) return from + 2;
            sum = (sum * (w < 10 ? 10 : 100) + w) % 97;
        }
        return sum == 1 ? -1 : from + 2;
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    private static int weight(byte b) {
        if (b >= '0' && b <= '9') return b - '0';
        if (b >= 'A' && b <= 'Z') return b - 'A' + 10;
        return -1;
    }
}
