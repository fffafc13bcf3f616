package zipzap.gs1;

import java.util.Arrays;

/** Reads an unbracketed element string (SPEC C-7.4, C-7.26, C-7.70) from `start`: FNC1 in first position optional,
 *  a predefined-length value ending after its length, any other value at FNC1 or the end of the data. */
final class ElementStringReader {
    private final AITable table;
    private final GS1Options options;

    ElementStringReader(AITable table, GS1Options options) {
        this.table = table;
        this.options = options;
    }

    void read(byte[] in, int start, ElementSink sink) throws GS1Failure {
        int n = in.length;
        int p = start;
        if (p < n && options.isSeparator(in[p])) p++;
        if (p == n) throw new GS1Failure("emptyInput", null, p);
        while (true) {
            AIEntry entry = readAI(in, p);
            int v = p + entry.ai.length();
            int end = v;
            int limit = entry.predefinedLength ? Math.min(n, v + entry.maxLength) : n;
            while (end < limit && !options.isSeparator(in[end])) end++;
            sink.accept(new Element(entry, Arrays.copyOfRange(in, v, end), v));
            p = end;
            if (p < n && options.isSeparator(in[p])) p++;
            if (p == n) return;
        }
    }

    /** The AI at p: its length from its first two digits (C-7.70); fewer than two digits is `malformedAI`, digits
     *  that are not an AI of the table `unknownAI` with the digits read (up to four). */
    private AIEntry readAI(byte[] in, int p) throws GS1Failure {
        int n = in.length;
        if (p + 1 >= n || !digit(in[p]) || !digit(in[p + 1])) throw new GS1Failure("malformedAI", null, p);
        int length = table.lengthForPrefix((in[p] - '0') * 10 + (in[p + 1] - '0'));
        boolean complete = length > 0 && p + length <= n;
        for (int i = p; complete && i < p + length; i++) complete = digit(in[i]);
        AIEntry entry = complete ? table.get(in, p, length) : null;
        if (entry != null) return entry;
        int q = p;
        while (q < n && q < p + 4 && digit(in[q])) q++;
        throw new GS1Failure("unknownAI", Linters.text(in, p, q), p);
    }

    private static boolean digit(byte b) {
        return b >= '0' && b <= '9';
    }
}
