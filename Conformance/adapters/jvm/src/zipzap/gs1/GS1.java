package zipzap.gs1;

/** GS1 data (SPEC C-7): the `gs1` rule, the carried GTIN, and `gs1Parse` requests. Stub; the engine follows. */
public final class GS1 {
    private GS1() {}

    /** The `gs1` rule (SPEC C-4, C-7) on the value the rule receives. */
    public static boolean ruleAccepts(byte[] value, String barcodeType,
                                      boolean checkRequisites, boolean checkExclusions, boolean rejectConflictingDuplicates) {
        return false;
    }

    /** The 14-digit GTIN carried in GS1 data (SPEC C-3.8, C-2.6), or null. */
    public static byte[] carriedGTIN(byte[] value, String barcodeType) {
        return null;
    }

    /** A `gs1Parse` request (PROTOCOL.md, "GS1 parse requests"): the JSON text of the `gs1` outcome object. */
    public static String parseOutcomeJSON(byte[] input, String form, boolean checkRequisites, boolean checkExclusions,
                                          boolean rejectConflictingDuplicates, byte[] separatorSubstitutes, int referenceYear) {
        return "{}";
    }
}
