package zipzap.field;

/** AIM symbology identifiers (SPEC C-2.5): which type a recognized one names. */
public final class SymbologyIdentifier {
    private SymbologyIdentifier() {}

    /** The type the identifier at the start of {@code v} names, or null when it has none or it is not recognized. */
    public static BarcodeType recognized(byte[] v) {
        if (v.length < 3 || v[0] != ']' || !isLetter(v[1])) return null;
        byte m = v[2];
        if (!Digits.isDigit(m) && !(m >= 'A' && m <= 'Z')) return null;
        switch (v[1]) {
            case 'E':
                if (m == '0') return eanType(v);
                return m == '4' ? BarcodeType.ean8 : null;
            case 'I':
                if (m != '0' && m != '1') return null;
                return dataLength(v) == 14 && dataIsDigits(v) ? BarcodeType.itf14 : BarcodeType.interleaved2of5;
            case 'A': return m >= '0' && m <= '7' ? BarcodeType.code39 : null;
            case 'G': return m == '0' ? BarcodeType.code93 : null;
            case 'F': return m >= '0' && m <= '4' ? BarcodeType.codabar : null;
            case 'C':
                if (m == '1') return BarcodeType.gs1128;
                return m == '0' || m == '2' || m == '4' ? BarcodeType.code128 : null;
            case 'e': return m == '0' ? BarcodeType.gs1DataBar : null;
            case 'L': return m >= '0' && m <= '2' ? BarcodeType.pdf417 : null;
            case 'Q':
                if (m >= '0' && m <= '2') return BarcodeType.qr;
                return m == '3' || m == '4' ? BarcodeType.gs1QR : null;
            case 'd':
                if (m == '0' || m == '1') return BarcodeType.dataMatrix;
                return m == '2' ? BarcodeType.gs1DataMatrix : null;
            case 'z': return m == '0' ? BarcodeType.aztec : null;
            case 'J':
                if (m == '0') return BarcodeType.dotCode;
                return m == '1' ? BarcodeType.gs1DotCode : null;
            default: return null;
        }
    }

    /** `]E0`: 8 digits upcE, 12 digits upcA, 13 digits starting with 0 upcA, otherwise ean13. */
    private static BarcodeType eanType(byte[] v) {
        if (!dataIsDigits(v)) return BarcodeType.ean13;
        int n = dataLength(v);
        if (n == 8) return BarcodeType.upcE;
        if (n == 12 || (n == 13 && v[3] == '0')) return BarcodeType.upcA;
        return BarcodeType.ean13;
    }

    private static int dataLength(byte[] v) { return v.length - 3; }

    private static boolean dataIsDigits(byte[] v) {
        for (int i = 3; i < v.length; i++) if (!Digits.isDigit(v[i])) return false;
        return true;
    }

    private static boolean isLetter(byte b) { return (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z'); }
}
