package zipzap.field;

/** GS1 modulo 10 and UPC-E expansion (Docs/check-digits.md). */
public final class CheckDigits {
    private CheckDigits() {}

    /** Whether the digits end in their correct GS1 mod-10 check digit. The bytes must be ASCII digits. */
    public static boolean mod10Holds(byte[] digits) {
        int sum = 0;
        int weight = 3;
        for (int i = digits.length - 2; i >= 0; i--) {
            sum += (digits[i] - '0') * weight;
            weight = 4 - weight;
        }
        return (10 - sum % 10) % 10 == digits[digits.length - 1] - '0';
    }

    /** The 12-digit UPC-A of an 8-digit UPC-E with number system 0 or 1, or null when the value is not one. */
    public static byte[] expandUPCE(byte[] e) {
        if (e.length != 8 || !Digits.allDigits(e) || (e[0] != '0' && e[0] != '1')) return null;
        byte n = e[0], d1 = e[1], d2 = e[2], d3 = e[3], d4 = e[4], d5 = e[5], d6 = e[6], c = e[7];
        byte z = '0';
        switch (d6) {
            case '0': case '1': case '2': return new byte[] {n, d1, d2, d6, z, z, z, z, d3, d4, d5, c};
            case '3': return new byte[] {n, d1, d2, d3, z, z, z, z, z, d4, d5, c};
            case '4': return new byte[] {n, d1, d2, d3, d4, z, z, z, z, z, d5, c};
            default: return new byte[] {n, d1, d2, d3, d4, d5, z, z, z, z, d6, c};
        }
    }
}
