package zipzap.adapter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What this port implements (PROTOCOL.md, "Capabilities" and "GS1 parse requests"): everything. */
final class Capabilities {
    private Capabilities() {}

    static Map<String, Object> all() {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("sources", List.of("direct", "camera", "hardware", "hid", "typing"));
        c.put("rules", List.of("checkDigit", "length", "matches", "gs1", "custom"));
        c.put("normalizations", List.of("none", "trimmed", "symbologyIdentifierStripped", "upcEExpanded",
                "gtin12", "gtin13", "gtin14"));
        c.put("fixtures", List.of("assetTag", "mod97", "typeIs"));
        c.put("features", List.of("typeFilter", "gtinFromGS1Data", "configurationErrors", "gs1NoRequisites",
                "gs1NoExclusions", "gs1NoDuplicateCheck"));
        Map<String, Object> parse = new LinkedHashMap<>();
        parse.put("members", List.of("verdict", "errorKind", "errorAI", "errorOffset", "elements", "bracketed",
                "unbracketed", "digitalLink"));
        parse.put("forms", List.of("bracketed", "unbracketed", "scanData", "digitalLink", "detect"));
        parse.put("options", List.of("checkRequisites", "checkExclusions", "rejectConflictingDuplicates",
                "separatorSubstitutes", "referenceYear"));
        c.put("gs1Parse", parse);
        return c;
    }
}
