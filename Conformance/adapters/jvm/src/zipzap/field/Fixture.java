package zipzap.field;

/** The custom-rule fixtures every adapter implements exactly so (SPEC C-4.7). */
public sealed interface Fixture {
    String name();

    boolean accepts(byte[] value, BarcodeType type);

    /** Two capitals, a hyphen, six digits: {@code AB-123456}. */
    record AssetTag() implements Fixture {
        public String name() { return "assetTag"; }

        public boolean accepts(byte[] v, BarcodeType type) {
            if (v.length != 9 || v[2] != '-') return false;
            for (int i = 0; i < 2; i++) if (v[i] < 'A' || v[i] > 'Z') return false;
            for (int i = 3; i < 9; i++) if (!Digits.isDigit(v[i])) return false;
            return true;
        }
    }

    /** Two or more digits whose number is 1 modulo 97 (ISO 7064 MOD 97-10). */
    record Mod97() implements Fixture {
        public String name() { return "mod97"; }

        public boolean accepts(byte[] v, BarcodeType type) {
            if (v.length < 2 || !Digits.allDigits(v)) return false;
            int r = 0;
            for (byte b : v) r = (r * 10 + (b - '0')) % 97;
            return r == 1;
        }
    }

    /** The scan's type after normalization is {@code expected}; an unknown type fails. */
    record TypeIs(BarcodeType expected) implements Fixture {
        public String name() { return "typeIs"; }

        public boolean accepts(byte[] v, BarcodeType type) { return type == expected; }
    }
}
