package zipzap.gs1;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The AI table (SPEC C-7.1), read from the published `gs1-ai-table.txt` (its format: Conformance/data/README.md). */
final class AITable {
    private final Map<String, AIEntry> entries = new HashMap<>();
    /** The same entries by {@link #key}, for lookups straight from the input's bytes. */
    private final AIEntry[] byKey = new AIEntry[5 * 10000];
    /** The AI length for each first two digits (C-7.70), 0 when no AI starts with them. */
    private final int[] lengthByPrefix = new int[100];

    static final AITable PUBLISHED = new AITable(DataFolder.lines("gs1-ai-table.txt"));

    AITable(List<String> lines) {
        for (String line : lines) add(line);
    }

    AIEntry get(String ai) {
        return entries.get(ai);
    }

    /** The entry of the AI spelled by the digits in[from, from + length) (2 to 4 ASCII digits), or null. */
    AIEntry get(byte[] in, int from, int length) {
        int number = 0;
        for (int i = from; i < from + length; i++) number = number * 10 + (in[i] - '0');
        return byKey[key(length, number)];
    }

    private static int key(int length, int number) {
        return length * 10000 + number;
    }

    int lengthForPrefix(int twoDigits) {
        return lengthByPrefix[twoDigits];
    }

    private void add(String line) {
        String[] f = line.split("\\|", -1);
        if (f.length != 5) throw new IllegalArgumentException("gs1-ai-table.txt: not five fields: " + line);
        boolean predefined = f[1].indexOf('F') >= 0, attribute = f[1].indexOf('A') >= 0;
        Component[] components = components(f[2]);
        List<String[][]> requisites = new ArrayList<>();
        String[] exclusions = new String[0];
        String[][] qualifiers = null;
        for (String attr : f[3].trim().split(" ")) {
            if (attr.isEmpty() || attr.equals("-")) continue;
            if (attr.startsWith("r:")) {
                String[] alternatives = attr.substring(2).split(",");
                String[][] requisite = new String[alternatives.length][];
                for (int i = 0; i < alternatives.length; i++) requisite[i] = alternatives[i].split("\\+");
                requisites.add(requisite);
            } else if (attr.startsWith("x:")) {
                exclusions = attr.substring(2).split(",");
            } else if (attr.equals("dl")) {
                qualifiers = new String[][] {new String[0]};
            } else if (attr.startsWith("dl:")) {
                String[] sequences = attr.substring(3).split(";");
                qualifiers = new String[sequences.length][];
                for (int i = 0; i < sequences.length; i++) qualifiers[i] = sequences[i].split(",");
            } else {
                throw new IllegalArgumentException("gs1-ai-table.txt: unknown attribute " + attr + " in " + line);
            }
        }
        String[] range = f[0].split("-");
        int first = Integer.parseInt(range[0]), last = range.length == 2 ? Integer.parseInt(range[1]) : first;
        int width = range[0].length();
        for (int ai = first; ai <= last; ai++) {
            String code = Integer.toString(ai);
            while (code.length() < width) code = "0" + code;
            AIEntry entry = new AIEntry(code, predefined, attribute, components,
                    requisites.toArray(new String[0][][]), exclusions, qualifiers);
            entries.put(code, entry);
            byKey[key(width, ai)] = entry;
            lengthByPrefix[Integer.parseInt(code.substring(0, 2))] = width;
        }
    }

    /** `N14/csum/gcppos2 [X..17]`: a character set, a length (`6`, `..20`, `4..6`), `/check`s, `[...]` optional. */
    private static Component[] components(String spec) {
        List<Component> out = new ArrayList<>();
        for (String part : spec.trim().split(" ")) {
            if (part.isEmpty()) continue;
            String p = part;
            boolean optional = p.startsWith("[") && p.endsWith("]");
            if (optional) p = p.substring(1, p.length() - 1);
            String[] pieces = p.split("/");
            String length = pieces[0].substring(1);
            int min, max;
            int dots = length.indexOf("..");
            if (dots < 0) {
                min = max = Integer.parseInt(length);
            } else {
                min = dots == 0 ? 1 : Integer.parseInt(length.substring(0, dots));
                max = Integer.parseInt(length.substring(dots + 2));
            }
            String[] checks = new String[pieces.length - 1];
            System.arraycopy(pieces, 1, checks, 0, checks.length);
            out.add(new Component(CharacterSet.of(pieces[0].charAt(0)), min, max, optional, checks));
        }
        return out.toArray(new Component[0]);
    }
}
