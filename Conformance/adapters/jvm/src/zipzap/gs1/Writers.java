package zipzap.gs1;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The forms a parse is written in (SPEC C-7.16, C-7.8): bracketed, unbracketed with FNC1 as `^`, and the Digital
 *  Link URI on the default stem. */
final class Writers {
    private Writers() {}

    static final String DEFAULT_STEM = "https://id.gs1.org";

    static String bracketed(List<Element> elements) {
        StringBuilder s = new StringBuilder();
        for (Element e : elements) {
            s.append('(').append(e.ai()).append(')');
            for (byte b : e.value) {
                if (b == '(') s.append('\\');
                s.append((char) b);
            }
        }
        return s.toString();
    }

    static String unbracketed(List<Element> elements) {
        StringBuilder s = new StringBuilder("^");
        for (int i = 0; i < elements.size(); i++) {
            Element e = elements.get(i);
            s.append(e.ai()).append(new String(e.value, StandardCharsets.ISO_8859_1));
            if (!e.entry.predefinedLength && i < elements.size() - 1) s.append('^');
        }
        return s.toString();
    }

    /** The URI, or why there is none: a {@link DigitalLinkRefusal}. */
    static String digitalLink(List<Element> elements) throws DigitalLinkRefusal {
        Element key = null;
        for (Element e : elements) if (e.entry.isPrimaryKey()) { key = e; break; }
        if (key == null) throw new DigitalLinkRefusal(null);
        String[] sequence = bestSequence(key.entry.qualifierSequences, elements, key);
        List<Element> path = new ArrayList<>();
        for (String q : sequence) {
            for (Element e : elements) if (e != key && e.ai().equals(q)) { path.add(e); break; }
        }
        StringBuilder s = new StringBuilder(DEFAULT_STEM).append('/').append(key.ai()).append('/').append(encode(key.value));
        for (Element q : path) s.append('/').append(q.ai()).append('/').append(encode(q.value));
        char joiner = '?';
        for (Element e : elements) {
            if (e == key || path.contains(e)) continue;
            if (!e.entry.dataAttribute) throw new DigitalLinkRefusal(e.ai());
            s.append(joiner).append(e.ai()).append('=').append(encode(e.value));
            joiner = '&';
        }
        return s.toString();
    }

    /** The qualifier sequence that covers the most present qualifiers; the first such on a tie. */
    private static String[] bestSequence(String[][] sequences, List<Element> elements, Element key) {
        String[] best = sequences[0];
        int bestCount = -1;
        for (String[] sequence : sequences) {
            int count = 0;
            for (String q : sequence) {
                for (Element e : elements) if (e != key && e.ai().equals(q)) { count++; break; }
            }
            if (count > bestCount) { best = sequence; bestCount = count; }
        }
        return best;
    }

    private static String encode(byte[] value) {
        StringBuilder s = new StringBuilder();
        for (byte b : value) {
            char c = (char) (b & 0xff);
            boolean plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '.' || c == '_' || c == '~';
            if (plain) s.append(c);
            else s.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                    .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
        }
        return s.toString();
    }

    /** Elements that have no Digital Link URI (C-7.40): no primary key (ai null), or an element that is neither a
     *  qualifier of the key nor a data attribute. */
    static final class DigitalLinkRefusal extends Exception {
        final String ai;

        DigitalLinkRefusal(String ai) {
            super(ai == null ? "noPrimaryKey" : "notAnAttribute " + ai, null, false, false);
            this.ai = ai;
        }
    }
}
