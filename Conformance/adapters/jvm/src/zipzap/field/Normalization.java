package zipzap.field;

/** The forms a field stores values in (SPEC C-3.1), each building on the one before. */
public enum Normalization {
    none, trimmed, symbologyIdentifierStripped, upcEExpanded, gtin12, gtin13, gtin14;

    public boolean trims() { return this != none; }

    public boolean stripsIdentifier() { return ordinal() >= symbologyIdentifierStripped.ordinal(); }

    /** The GTIN forms (C-3.5) and their width, or 0 for the other forms. */
    public int gtinWidth() {
        switch (this) {
            case gtin12: return 12;
            case gtin13: return 13;
            case gtin14: return 14;
            default: return 0;
        }
    }

    public static Normalization named(String name) {
        for (Normalization n : values()) if (n.name().equals(name)) return n;
        return null;
    }
}
