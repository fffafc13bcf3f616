package zipzap.gs1;

/** Reads scan data: an AIM symbology identifier and what that symbology carries (SPEC C-7.29): an element string,
 *  a GTIN as AI (01) (C-7.6), or a Digital Link URI. */
final class ScanDataReader {
    private final AITable table;
    private final ElementStringReader elementStrings;
    private final DigitalLinkReader digitalLinks;

    ScanDataReader(AITable table, ElementStringReader elementStrings, DigitalLinkReader digitalLinks) {
        this.table = table;
        this.elementStrings = elementStrings;
        this.digitalLinks = digitalLinks;
    }

    void read(byte[] in, ElementSink sink) throws GS1Failure {
        if (in.length < 3 || in[0] != ']' || !letter(in[1]) || !(digit(in[2]) || upper(in[2]))) {
            throw new GS1Failure("unsupportedSymbology", null, 0);
        }
        switch (Linters.text(in, 1, 3)) {
            case "C1": case "e0": case "d2": case "Q3": case "J1":
                elementStrings.read(in, 3, sink);
                return;
            case "E0":
                gtin(in, sink, 8, 13);
                return;
            case "E4":
                gtin(in, sink, 8, 8);
                return;
            case "I1":
                gtin(in, sink, 14, 14);
                return;
            case "Q1": case "d1": case "J0":
                if (DigitalLinkReader.schemeLength(in, 3) == 0) throw new GS1Failure("unsupportedSymbology", null, 3);
                digitalLinks.read(in, 3, sink);
                return;
            default:
                throw new GS1Failure("unsupportedSymbology", null, 0);
        }
    }

    /** EAN/UPC or ITF-14 data as AI (01): 8 digits under `]E0` are a UPC-E (number system 0 or 1), expanded to its
     *  UPC-A; 12 and 13 digits (and 8 under `]E4`) are padded to 14. Other lengths are `valueTooShort` below the
     *  longest the identifier takes, `valueTooLong` above it, at the data's start (C-7.72). */
    private void gtin(byte[] in, ElementSink sink, int shortest, int longest) throws GS1Failure {
        int length = in.length - 3;
        boolean upcE = shortest == 8 && longest == 13 && length == 8;
        boolean fits = length == shortest || length == longest || (longest == 13 && length == 12);
        if (length > longest) throw new GS1Failure("valueTooLong", "01", 3);
        if (!fits) throw new GS1Failure("valueTooShort", "01", 3);
        byte[] digits = java.util.Arrays.copyOfRange(in, 3, in.length);
        if (upcE) {
            // A UPC-E that cannot be expanded (a non-digit, a number system other than 0 or 1) points at its start;
            // other GTINs are checked as AI (01) values, a non-digit at its byte.
            boolean expandable = in[3] == '0' || in[3] == '1';
            for (int i = 3; i < in.length; i++) expandable &= digit(in[i]);
            if (!expandable) throw new GS1Failure("invalidCharacter", "01", 3);
            digits = UPCE.expand(digits);
        }
        byte[] value = new byte[14];
        int pad = 14 - digits.length;
        java.util.Arrays.fill(value, 0, pad, (byte) '0');
        System.arraycopy(digits, 0, value, pad, digits.length);
        // The check digit is the data's last byte, whatever the padding or expansion.
        sink.accept(new Element(table.get("01"), value, 3, in.length - 14));
    }

    private static boolean letter(byte b) {
        return upper(b) || (b >= 'a' && b <= 'z');
    }

    private static boolean upper(byte b) {
        return b >= 'A' && b <= 'Z';
    }

    private static boolean digit(byte b) {
        return b >= '0' && b <= '9';
    }
}
