package zipzap.input;

import java.util.Arrays;
import java.util.Comparator;
import zipzap.field.BarcodeType;
import zipzap.field.Scan;

/** A barcode as the camera and the hardware scanner tell barcodes apart: its type and its bytes (SPEC C-8.5, C-9.2). */
record Barcode(BarcodeType type, byte[] bytes) {
    /** Type in declaration order (an unknown type first), then the bytes unsigned, a prefix first (C-8.3, C-8.9). */
    static final Comparator<Barcode> ORDER = Comparator
            .comparingInt((Barcode b) -> b.type == null ? -1 : b.type.ordinal())
            .thenComparing(Barcode::bytes, Arrays::compareUnsigned);

    static Barcode of(Scan scan) { return new Barcode(scan.type(), scan.value()); }

    @Override public boolean equals(Object o) {
        return o instanceof Barcode b && b.type == type && Arrays.equals(b.bytes, bytes);
    }

    @Override public int hashCode() { return 31 * (type == null ? 0 : type.hashCode()) + Arrays.hashCode(bytes); }
}
