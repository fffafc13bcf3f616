package zipzap.gs1;

/** What a parse may relax or be told (SPEC C-7.3, C-7.4, C-7.5): the three checks across elements, the bytes that
 *  also stand for FNC1, and the reference year of two-digit years. */
record GS1Options(boolean checkRequisites, boolean checkExclusions, boolean rejectConflictingDuplicates,
                  byte[] separatorSubstitutes, int referenceYear) {
    static final int DEFAULT_REFERENCE_YEAR = 2026;

    static GS1Options strict() {
        return new GS1Options(true, true, true, null, DEFAULT_REFERENCE_YEAR);
    }

    /** Whether b stands for FNC1 in an element string: GS, `^`, or a substitute below 128. */
    boolean isSeparator(byte b) {
        if (b == 0x1d || b == '^') return true;
        if (separatorSubstitutes != null) for (byte s : separatorSubstitutes) if (s == b && s >= 0) return true;
        return false;
    }

    /** A byte GS1 data never holds (C-7.14): a control character other than a separator, DEL, or 128 and above. */
    boolean isInvalidByte(byte b) {
        int c = b & 0xff;
        return (c < 0x20 || c >= 0x7f) && !isSeparator(b);
    }
}
