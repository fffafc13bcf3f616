package zipzap.field;

import java.util.EnumSet;
import java.util.Set;

/** The barcode types (SPEC C-2), in declaration order: the camera's reading order breaks ties by it (C-8.3). */
public enum BarcodeType {
    upcA, upcE, ean13, ean8, itf14, interleaved2of5, code39, code93, codabar, code128, gs1128,
    gs1DataBar, gs1DataBarLimited, gs1DataBarExpanded, pdf417, microPDF417, qr, microQR, gs1QR,
    dataMatrix, gs1DataMatrix, aztec, dotCode, gs1DotCode;

    /** The GTIN types (C-4.1): the types that carry a GTIN by themselves. */
    public static final Set<BarcodeType> GTIN = EnumSet.of(upcA, upcE, ean13, ean8, itf14);

    public boolean isGTIN() { return GTIN.contains(this); }

    /** The type of this name, or null when there is none. */
    public static BarcodeType named(String name) {
        for (BarcodeType t : values()) if (t.name().equals(name)) return t;
        return null;
    }

    /** A type name or a set name of C-2.4 as the types it stands for, or null when it is neither. */
    public static Set<BarcodeType> setNamed(String name) {
        switch (name) {
            case "retailProduct": return EnumSet.of(upcA, upcE, ean13, ean8);
            case "gtin": return EnumSet.copyOf(GTIN);
            case "gs1": return EnumSet.of(gs1128, gs1DataBar, gs1DataBarLimited, gs1DataBarExpanded, gs1QR,
                    gs1DataMatrix, gs1DotCode);
            case "linear": return EnumSet.range(upcA, gs1DataBarExpanded);
            case "twoDimensional": return EnumSet.range(pdf417, gs1DotCode);
            case "all": return EnumSet.allOf(BarcodeType.class);
            default:
                BarcodeType t = named(name);
                return t == null ? null : EnumSet.of(t);
        }
    }
}
