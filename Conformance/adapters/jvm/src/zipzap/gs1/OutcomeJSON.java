package zipzap.gs1;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** The `gs1` outcome object of a `gs1Parse` answer (PROTOCOL.md, SPEC C-7.40), as JSON text. Element values are
 *  printable ASCII once parsed (C-7.14), so only `"` and `\` need escaping. */
final class OutcomeJSON {
    private OutcomeJSON() {}

    static String accepted(List<Element> elements) {
        StringBuilder s = new StringBuilder("{\"verdict\":\"accepted\",\"elements\":[");
        for (int i = 0; i < elements.size(); i++) {
            Element e = elements.get(i);
            if (i > 0) s.append(',');
            s.append("{\"ai\":").append(string(e.ai())).append(",\"value\":")
                    .append(string(new String(e.value, StandardCharsets.ISO_8859_1))).append('}');
        }
        s.append("],\"bracketed\":").append(string(Writers.bracketed(elements)));
        s.append(",\"unbracketed\":").append(string(Writers.unbracketed(elements)));
        s.append(",\"digitalLink\":");
        try {
            s.append(string(Writers.digitalLink(elements)));
        } catch (Writers.DigitalLinkRefusal refusal) {
            if (refusal.ai == null) s.append("{\"notRepresentable\":\"noPrimaryKey\"}");
            else s.append("{\"notRepresentable\":\"notAnAttribute\",\"ai\":").append(string(refusal.ai)).append('}');
        }
        return s.append('}').toString();
    }

    static String rejected(GS1Failure f) {
        StringBuilder s = new StringBuilder("{\"verdict\":\"rejected\",\"error\":{\"kind\":").append(string(f.kind));
        if (f.ai != null) s.append(",\"ai\":").append(string(f.ai));
        return s.append(",\"offset\":").append(f.offset).append("}}").toString();
    }

    private static String string(String text) {
        StringBuilder s = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') s.append('\\');
            s.append(c);
        }
        return s.append('"').toString();
    }
}
