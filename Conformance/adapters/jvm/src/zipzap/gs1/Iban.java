package zipzap.gs1;

/** The `iban` check (ISO 13616, MOD 97-10 of ISO 7064), in SPEC C-7.71's order: the length (11 to 34) and the
 *  country code at the first byte, check digits that are not digits at byte 2, a later byte that is neither a digit
 *  nor an upper-case letter at itself, a failed MOD 97-10 at byte 2. */
final class Iban {
    private Iban() {}

    private static final int MAXIMUM_LENGTH = 34;
    private static final int MINIMUM_LENGTH = 11;

    static int error(byte[] v, int from, int to, CodeLists lists) {
        int n = to - from;
        if (n > MAXIMUM_LENGTH || n < MINIMUM_LENGTH) return from;
        if (!lists.iso3166Alpha2(Linters.text(v, from, from + 2))) return from;
        if (!isDigit(v[from + 2]) || !isDigit(v[from + 3])) return from + 2;
        for (int i = from + 4; i < to; i++) if (weight(v[i]) < 0) return i;
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
