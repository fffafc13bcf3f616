package zipzap.field;

/**
 * A scan trimmed and stripped of its identifier as the field's form asks (C-3.2, C-3.3), with the type the filter
 * sees: the reported one, else the one learned from the identifier (C-2.2, C-2.3).
 */
record Prepared(byte[] value, BarcodeType type) {
    static Prepared of(Scan scan, Normalization form) {
        byte[] v = form.trims() ? Trimming.trim(scan.value()) : scan.value();
        BarcodeType type = scan.type();
        if (form.stripsIdentifier()) {
            BarcodeType learned = SymbologyIdentifier.recognized(v);
            if (learned != null) {
                v = java.util.Arrays.copyOfRange(v, 3, v.length);
                if (type == null) type = learned;
            }
        }
        return new Prepared(v, type);
    }
}
