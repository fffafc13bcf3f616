package zipzap.gs1;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** GS1 data (SPEC C-7): the `gs1` rule, the GTIN carried in GS1 data, and `gs1Parse` requests (PROTOCOL.md). The
 *  AI table and code lists are read at run time from the published data folder (see {@link DataFolder}). */
public final class GS1 {
    private GS1() {}

    /** The `gs1` rule (SPEC C-4.5, C-7.13) on the value the rule receives (the normalized value, C-4.6), for a scan
     *  of `barcodeType` (SPEC C-2 name, null when unknown); the three checks across elements as the rule's members
     *  say (SPEC C-7.3). */
    public static boolean ruleAccepts(byte[] value, String barcodeType,
                                      boolean checkRequisites, boolean checkExclusions, boolean rejectConflictingDuplicates) {
        GS1Options options = new GS1Options(checkRequisites, checkExclusions, rejectConflictingDuplicates, null,
                GS1Options.DEFAULT_REFERENCE_YEAR);
        return readForType(value, barcodeType, options) != null;
    }

    /** For the GTIN normalizations (SPEC C-3.8, C-2.6, C-2.7): the 14-digit GTIN in AI (01), else (02), of GS1 data
     *  that passes every check of C-7, or null when the value carries none. It expects the value trimmed and
     *  stripped of a recognized identifier (C-3.3), and the type the filter sees (reported, else learned from the
     *  identifier, C-2.2; null when unknown); it reads the value for that type as the `gs1` rule does (C-7.13). */
    public static byte[] carriedGTIN(byte[] value, String barcodeType) {
        List<Element> elements = readForType(value, barcodeType, GS1Options.strict());
        if (elements == null) return null;
        for (String ai : new String[] {"01", "02"}) {
            for (Element e : elements) if (e.ai().equals(ai)) return e.value.clone();
        }
        return null;
    }

    /** A `gs1Parse` request (PROTOCOL.md, "GS1 parse requests"): the JSON text of the `gs1` outcome object.
     *  separatorSubstitutes is null when absent; referenceYear is 2026 unless the request sets it. */
    public static String parseOutcomeJSON(byte[] input, String form, boolean checkRequisites, boolean checkExclusions,
                                          boolean rejectConflictingDuplicates, byte[] separatorSubstitutes, int referenceYear) {
        GS1Options options = new GS1Options(checkRequisites, checkExclusions, rejectConflictingDuplicates,
                separatorSubstitutes, referenceYear);
        try {
            return OutcomeJSON.accepted(Parser.parse(input, form(form), options));
        } catch (GS1Failure failure) {
            return OutcomeJSON.rejected(failure);
        }
    }

    private static Parser.Form form(String name) {
        switch (name) {
            case "bracketed": return Parser.Form.BRACKETED;
            case "unbracketed": return Parser.Form.UNBRACKETED;
            case "scanData": return Parser.Form.SCAN_DATA;
            case "digitalLink": return Parser.Form.DIGITAL_LINK;
            case "detect": return Parser.Form.DETECT;
            default: throw new IllegalArgumentException("unknown GS1 input form " + name);
        }
    }

    /** C-7.13: the value read as the type's scanner sends it; null when it is not well-formed GS1 data. */
    private static List<Element> readForType(byte[] value, String type, GS1Options options) {
        byte[] input = value;
        Parser.Form form;
        if (value.length > 0 && value[0] == ']') form = Parser.Form.SCAN_DATA;
        else if (type == null) form = Parser.Form.DETECT;
        else {
            String identifier = identifierOf(type);
            if (identifier == null) return null;
            if (identifier.isEmpty()) form = Parser.Form.UNBRACKETED;
            else if (identifier.equals("DL")) form = Parser.Form.DIGITAL_LINK;
            else {
                form = Parser.Form.SCAN_DATA;
                input = prefixed(identifier, value);
            }
        }
        try {
            return Parser.parse(input, form, options);
        } catch (GS1Failure failure) {
            return null;
        }
    }

    /** How a type's value is read: "" an element string, "DL" a Digital Link URI, else the identifier whose data
     *  it is (C-7.6); null for a type that carries no GS1 data. */
    private static String identifierOf(String type) {
        switch (type) {
            case "gs1128": case "gs1DataBar": case "gs1DataBarLimited": case "gs1DataBarExpanded":
            case "gs1QR": case "gs1DataMatrix": case "gs1DotCode":
                return "";
            case "ean13": case "upcA": case "upcE": return "]E0";
            case "ean8": return "]E4";
            case "itf14": return "]I1";
            case "qr": case "microQR": case "dataMatrix": case "dotCode": return "DL";
            default: return null;
        }
    }

    private static byte[] prefixed(String identifier, byte[] value) {
        byte[] id = identifier.getBytes(StandardCharsets.US_ASCII);
        byte[] out = new byte[id.length + value.length];
        System.arraycopy(id, 0, out, 0, id.length);
        System.arraycopy(value, 0, out, id.length, value.length);
        return out;
    }
}
