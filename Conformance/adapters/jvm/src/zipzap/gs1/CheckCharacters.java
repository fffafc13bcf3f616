package zipzap.gs1;

/** GS1 check characters: the mod-10 check digit (GS1 General Specifications 7.9.1) and the alphanumeric check
 *  character pair (7.9.5). */
final class CheckCharacters {
    private CheckCharacters() {}

    private static final String CSET82 = "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
    private static final String CSET32 = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
    private static final int[] PRIMES = primes(97);

    /** Whether the digits of value[from, to) end in their correct mod-10 check digit. */
    static boolean mod10Valid(byte[] v, int from, int to) {
        if (to - from < 2) return false;
        int sum = 0;
        boolean three = true;
        for (int i = to - 2; i >= from; i--) {
            int d = v[i] - '0';
            sum += three ? 3 * d : d;
            three = !three;
        }
        return (10 - sum % 10) % 10 == v[to - 1] - '0';
    }

    /** -1 when value[from, to) ends in its correct check character pair; else where SPEC C-7.44 points: the first
     *  byte outside CSET 82 before the pair, else the pair's first byte; a component too short for a pair, at its
     *  first byte. */
    static int alphaPairError(byte[] v, int from, int to) {
        int n = to - from;
        if (n < 2 || n > PRIMES.length + 2) return from;
        int sum = 0;
        for (int i = from; i < to - 2; i++) {
            int value = CSET82.indexOf(v[i] & 0xff);
            if (value < 0) return i;
            sum += value * PRIMES[to - 3 - i];
        }
        sum %= 1021;
        boolean valid = v[to - 2] == CSET32.charAt(sum >> 5) && v[to - 1] == CSET32.charAt(sum & 31);
        return valid ? -1 : to - 2;
    }

    private static int[] primes(int count) {
        int[] p = new int[count];
        int found = 0;
        for (int n = 2; found < count; n++) {
            boolean prime = true;
            for (int d = 2; d * d <= n; d++) if (n % d == 0) { prime = false; break; }
            if (prime) p[found++] = n;
        }
        return p;
    }
}
