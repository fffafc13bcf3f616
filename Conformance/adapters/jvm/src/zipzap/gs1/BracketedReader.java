package zipzap.gs1;

/** Reads a bracketed element string, `(01)…(10)…`, where `\(` stands for a bracket inside a value (SPEC C-7.15,
 *  C-7.16) and any other `\` is an ordinary byte. */
final class BracketedReader {
    private final AITable table;

    BracketedReader(AITable table) {
        this.table = table;
    }

    void read(byte[] in, ElementSink sink) throws GS1Failure {
        int n = in.length;
        if (in[0] != '(') throw new GS1Failure("malformedAI", null, 0);
        int p = 0;
        while (p < n) {
            int q = p + 1;
            while (q < n && in[q] >= '0' && in[q] <= '9') q++;
            if (q == n) throw new GS1Failure("unbalancedBracket", null, p);
            if (in[q] != ')') throw new GS1Failure("malformedAI", null, q);
            int digits = q - p - 1;
            if (digits < 2 || digits > 4) throw new GS1Failure("malformedAI", null, p + 1);
            String ai = Linters.text(in, p + 1, q);
            AIEntry entry = table.get(ai);
            if (entry == null) throw new GS1Failure("unknownAI", ai, p + 1);
            int v = q + 1;
            ByteBuffer value = new ByteBuffer(16);
            int r = v;
            while (r < n && in[r] != '(') {
                if (in[r] == '\\' && r + 1 < n && in[r + 1] == '(') r++;
                value.add(in[r]);
                r++;
            }
            sink.accept(new Element(entry, value.toArray(), v));
            p = r;
        }
    }
}
