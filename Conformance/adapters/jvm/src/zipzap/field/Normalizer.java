package zipzap.field;

import java.util.Arrays;
import zipzap.gs1.GS1;

/** The forms beyond stripping (SPEC C-3.4 to C-3.8, C-3.20): a value in the field's form, or null when it cannot take it. */
final class Normalizer {
    private Normalizer() {}

    static byte[] apply(Prepared p, Normalization form) {
        if (form == Normalization.upcEExpanded) {
            return p.type() == BarcodeType.upcE ? CheckDigits.expandUPCE(p.value()) : p.value();
        }
        int width = form.gtinWidth();
        if (width == 0) return p.value();
        byte[] gtin = gtinOf(p);
        return gtin == null ? null : fit(gtin, width);
    }

    /** The GTIN the prepared value stands for (C-3.5, C-3.8), or null. A upcE value is only ever an 8-digit UPC-E (C-3.20). */
    static byte[] gtinOf(Prepared p) {
        if (p.type() == BarcodeType.upcE) return CheckDigits.expandUPCE(p.value());
        if (Digits.isGTINShape(p.value())) return p.value();
        return carriedGTIN(p);
    }

    /** The GTIN in the prepared value's GS1 data, read for its type (C-3.8, C-7.13), or null. */
    static byte[] carriedGTIN(Prepared p) {
        return GS1.carriedGTIN(p.value(), p.type() == null ? null : p.type().name());
    }

    /** The GTIN right-aligned in {@code width} digits: zeros added on the left, or leading zeros dropped (C-3.5). */
    private static byte[] fit(byte[] gtin, int width) {
        int n = gtin.length;
        if (n == width) return gtin;
        if (n < width) {
            byte[] out = new byte[width];
            Arrays.fill(out, 0, width - n, (byte) '0');
            System.arraycopy(gtin, 0, out, width - n, n);
            return out;
        }
        for (int i = 0; i < n - width; i++) if (gtin[i] != '0') return null;
        return Arrays.copyOfRange(gtin, n - width, n);
    }
}
