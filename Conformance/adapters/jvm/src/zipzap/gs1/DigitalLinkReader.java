package zipzap.gs1;

import java.util.ArrayList;
import java.util.List;

/** Reads a GS1 Digital Link URI from `start` (SPEC C-7.7, C-7.20, C-7.23 to C-7.25, C-7.28): an http(s) scheme, URI
 *  characters, a host without user information, the primary key found walking back over the path's `/AI/value`
 *  pairs; then in input order the key, each qualifier (in one of the key's sequences) and each data attribute of the
 *  query, each checked as it is read. */
final class DigitalLinkReader {
    private final AITable table;
    private final GS1Options options;

    DigitalLinkReader(AITable table, GS1Options options) {
        this.table = table;
        this.options = options;
    }

    /** The length of an `http://` or `https://` scheme (any case) at `start`, or 0. */
    static int schemeLength(byte[] in, int start) {
        for (String scheme : new String[] {"https://", "http://"}) {
            if (in.length - start < scheme.length()) continue;
            boolean same = true;
            for (int i = 0; i < scheme.length() && same; i++) same = Character.toLowerCase((char) (in[start + i] & 0xff)) == scheme.charAt(i);
            if (same) return scheme.length();
        }
        return 0;
    }

    void read(byte[] in, int start, ElementSink sink) throws GS1Failure {
        int n = in.length;
        // C-7.25: a byte GS1 data never holds is reported first, anywhere in the URI; then the scheme; then the
        // URI characters, before any part is read.
        for (int i = start; i < n; i++) if (options.isInvalidByte(in[i])) throw new GS1Failure("invalidByte", null, i);
        int scheme = schemeLength(in, start);
        if (scheme == 0) throw invalid(start);
        for (int i = start; i < n; i++) if (!uriCharacter(in[i])) throw invalid(i);
        int host = start + scheme;
        int authorityEnd = host;
        while (authorityEnd < n && in[authorityEnd] != '/' && in[authorityEnd] != '?' && in[authorityEnd] != '#') {
            if (in[authorityEnd] == '@') throw invalid(authorityEnd);
            authorityEnd++;
        }
        if (authorityEnd == host) throw invalid(host);
        int pathEnd = authorityEnd;
        while (pathEnd < n && in[pathEnd] != '?' && in[pathEnd] != '#') pathEnd++;
        List<int[]> segments = new ArrayList<>();
        for (int s = authorityEnd; s < pathEnd; ) {
            int e = s + 1;
            while (e < pathEnd && in[e] != '/') e++;
            segments.add(new int[] {s + 1, e});
            s = e;
        }
        int key = primaryKey(in, segments);
        if (key < 0) throw invalid(authorityEnd);
        AIEntry keyEntry = table.get(segmentText(in, segments.get(key)));
        sink.accept(pathElement(in, keyEntry, segments.get(key + 1), true));
        List<AIEntry> qualifiers = new ArrayList<>();
        int[] position = new int[keyEntry.qualifierSequences.length];
        java.util.Arrays.fill(position, -1);
        for (int j = key + 2; j < segments.size(); j += 2) {
            AIEntry q = knownAI(in, segments.get(j));
            if (!advance(keyEntry.qualifierSequences, position, q.ai)) {
                throw new GS1Failure("invalidQualifier", q.ai, segments.get(j)[0]);
            }
            qualifiers.add(q);
            sink.accept(pathElement(in, q, segments.get(j + 1), false));
        }
        if (pathEnd < n && in[pathEnd] == '?') {
            int queryEnd = pathEnd + 1;
            while (queryEnd < n && in[queryEnd] != '#') queryEnd++;
            readQuery(in, pathEnd + 1, queryEnd, keyEntry, qualifiers, sink);
        }
    }

    /** The index of the key's AI segment: walking back from the end over `/AI/value` pairs of known AIs, the first
     *  that is a primary key; -1 when a pair's AI is not a known AI before one is found. */
    private int primaryKey(byte[] in, List<int[]> segments) {
        for (int j = segments.size() - 2; j >= 0; j -= 2) {
            AIEntry entry = knownAI(in, segments.get(j));
            if (entry == null) return -1;
            if (entry.isPrimaryKey()) return j;
        }
        return -1;
    }

    /** The path's qualifiers must appear in order within one of the key's sequences, each at most once: moves each
     *  sequence still possible past `ai`; false when none is. */
    private static boolean advance(String[][] sequences, int[] position, String ai) {
        boolean any = false;
        for (int s = 0; s < sequences.length; s++) {
            if (position[s] == Integer.MAX_VALUE) continue;
            int at = indexAfter(sequences[s], ai, position[s]);
            position[s] = at < 0 ? Integer.MAX_VALUE : at;
            any |= at >= 0;
        }
        return any;
    }

    private void readQuery(byte[] in, int from, int to, AIEntry keyEntry, List<AIEntry> pathQualifiers,
                           ElementSink sink) throws GS1Failure {
        for (int p = from; p <= to; ) {
            int e = p;
            while (e < to && in[e] != '&') e++;
            int nameEnd = p;
            while (nameEnd < e && in[nameEnd] != '=') nameEnd++;
            // C-7.73: a parameter without `=` carries nothing; an empty name before `=` names no AI.
            if (nameEnd == p && nameEnd < e) throw new GS1Failure("unknownAI", null, p);
            if (nameEnd < e && allDigits(in, p, nameEnd)) {
                String name = Linters.text(in, p, nameEnd);
                AIEntry entry = table.get(name);
                if (entry == null) throw new GS1Failure("unknownAI", name, p);
                if (!entry.dataAttribute || pathCouldTake(keyEntry, pathQualifiers, entry)) {
                    throw new GS1Failure("notDigitalLinkAttribute", name, p);
                }
                int valueStart = nameEnd + 1;
                sink.accept(new Element(entry, decode(in, valueStart, e, entry.ai), valueStart));
            }
            p = e + 1;
        }
    }

    /** C-7.20: an AI the key could take as a qualifier beside the path's own ones, and not in the path already. */
    private static boolean pathCouldTake(AIEntry key, List<AIEntry> pathQualifiers, AIEntry candidate) {
        if (pathQualifiers.contains(candidate)) return false;
        for (String[] sequence : key.qualifierSequences) {
            boolean holds = java.util.Arrays.asList(sequence).contains(candidate.ai);
            for (AIEntry q : pathQualifiers) holds &= java.util.Arrays.asList(sequence).contains(q.ai);
            if (holds) return true;
        }
        return false;
    }

    /** A path value, percent-decoded; a key (01) of 8, 12 or 13 digits padded to 14 (its zeros come before the
     *  value's first byte, so offsets still point into the input). */
    private Element pathElement(byte[] in, AIEntry entry, int[] segment, boolean isKey) throws GS1Failure {
        byte[] value = decode(in, segment[0], segment[1], entry.ai);
        int n = value.length;
        if (isKey && entry.ai.equals("01") && (n == 8 || n == 12 || n == 13) && allDigits(value, 0, n)) {
            byte[] padded = new byte[14];
            java.util.Arrays.fill(padded, 0, 14 - n, (byte) '0');
            System.arraycopy(value, 0, padded, 14 - n, n);
            return new Element(entry, padded, segment[0], segment[0] - (14 - n));
        }
        return new Element(entry, value, segment[0]);
    }

    /** Percent-decoding (C-7.28): `%` and two hex digits of either case is one byte; any other `%` is
     *  `invalidPercentEncoding`, at the value's offset plus the offset within the decoded value (C-7.15). */
    private static byte[] decode(byte[] in, int from, int to, String ai) throws GS1Failure {
        ByteBuffer out = new ByteBuffer(to - from);
        for (int i = from; i < to; i++) {
            if (in[i] != '%') {
                out.add(in[i]);
                continue;
            }
            if (i + 2 >= to || !Linters.isHex(in[i + 1]) || !Linters.isHex(in[i + 2])) {
                throw new GS1Failure("invalidPercentEncoding", ai, from + out.size());
            }
            out.add(Character.digit(in[i + 1], 16) * 16 + Character.digit(in[i + 2], 16));
            i += 2;
        }
        return out.toArray();
    }

    private AIEntry knownAI(byte[] in, int[] segment) {
        if (segment[1] == segment[0] || !allDigits(in, segment[0], segment[1])) return null;
        return table.get(segmentText(in, segment));
    }

    private static String segmentText(byte[] in, int[] segment) {
        return Linters.text(in, segment[0], segment[1]);
    }

    private static int indexAfter(String[] sequence, String ai, int after) {
        for (int i = after + 1; i < sequence.length; i++) if (sequence[i].equals(ai)) return i;
        return -1;
    }

    private static boolean allDigits(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) if (b[i] < '0' || b[i] > '9') return false;
        return true;
    }

    private static final boolean[] URI = uriTable();

    private static boolean uriCharacter(byte b) {
        return b >= 0 && URI[b];
    }

    private static boolean[] uriTable() {
        boolean[] t = new boolean[128];
        String members = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";
        for (int i = 0; i < members.length(); i++) t[members.charAt(i)] = true;
        return t;
    }

    private static GS1Failure invalid(int offset) {
        return new GS1Failure("invalidDigitalLink", null, offset);
    }
}
