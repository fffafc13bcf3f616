package zipzap.pattern;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Search (PATTERNS.md §2) with a deterministic automaton built on demand from a {@link Program}: a state is the sorted
 * set of the program's scalar-reading, end-anchor and match states that are live, the start re-added after every
 * scalar. Transitions are cached per scalar class in a bounded cache that starts over when full, so matching is one
 * pass over the value whatever the pattern; the bound changes speed, never an answer.
 */
final class LazyDfa {
    /** Cached ints (state sets plus transition rows) before the cache starts over. */
    private static final int CACHE_BUDGET = 1 << 22;
    private static final int UNKNOWN = -1;
    /** Longs the table of which classes each scalar-reading state accepts may take. */
    private static final long MEMBERSHIP_BUDGET = 1 << 22;

    private final Program program;
    private final ScalarClasses classes;

    private final Map<Key, Integer> ids = new HashMap<>();
    private final List<int[]> leaves = new ArrayList<>();
    private final List<int[]> transitions = new ArrayList<>();
    /** Per state: 0 not yet known, 1 no, 2 yes, whether `$` can complete a match at the end of the value. */
    private final List<byte[]> acceptsAtEnd = new ArrayList<>();
    private int cached;
    private int restarts;

    // Work space for closures.
    private final int[] mark;
    private int generation;
    private final int[] stack;
    private int[] found;
    private int foundCount;
    private boolean reachedMatch;

    /** Per program state, the classes its set holds ({@link #words} longs each), or null for binary search. */
    private final long[] membership;
    private final int words;

    LazyDfa(Program program) {
        this.program = program;
        this.classes = new ScalarClasses(program.sets);
        this.words = (classes.count() + 63) >>> 6;
        this.membership = (long) program.count * words <= MEMBERSHIP_BUDGET ? membershipTable() : null;
        this.mark = new int[program.count];
        this.stack = new int[2 * program.count + 2];
        this.found = new int[16];
    }

    synchronized boolean matches(byte[] value) {
        Utf8Scalars scalars = new Utf8Scalars(value);
        beginClosure();
        closure(program.start, true, false);
        int state = stateFor(collect());
        if (state >= 0 && isMatch(state)) return true;
        boolean empty = !scalars.hasNext();
        while (scalars.hasNext()) {
            int cls = classes.classOf(scalars.next());
            int target = transitions.get(state)[cls];
            if (target == UNKNOWN) target = step(state, cls);
            state = target;
            int[] set = leaves.get(state);
            if (set.length == 0) return false; // nothing live and the start needs `^`: no match can follow
            if (program.kind[set[0]] == Program.MATCH) return true;
        }
        return acceptsAtEnd(state, empty);
    }

    private long[] membershipTable() {
        long[] table = new long[program.count * words];
        for (int s = 0; s < program.count; s++) {
            if (program.kind[s] != Program.CHAR) continue;
            int[] set = program.sets.get(program.other[s]);
            for (int cls = 0; cls < classes.count(); cls++) {
                if (ScalarSet.contains(set, classes.representative(cls))) table[s * words + (cls >>> 6)] |= 1L << cls;
            }
        }
        return table;
    }

    private boolean accepts(int s, int cls, int scalar) {
        if (membership != null) return (membership[s * words + (cls >>> 6)] & (1L << cls)) != 0;
        return ScalarSet.contains(program.sets.get(program.other[s]), scalar);
    }

    private boolean isMatch(int state) {
        int[] set = leaves.get(state);
        return set.length > 0 && program.kind[set[0]] == Program.MATCH; // MATCH is state 0: first when present
    }

    private int step(int state, int cls) {
        int scalar = classes.representative(cls);
        int[] from = leaves.get(state);
        beginClosure();
        for (int s : from) {
            if (program.kind[s] == Program.CHAR && accepts(s, cls, scalar)) closure(program.next[s], false, false);
        }
        closure(program.start, false, false);
        int startedOver = restarts;
        int target = stateFor(collect());
        if (restarts == startedOver) transitions.get(state)[cls] = target; // else `state` is gone from the cache
        return target;
    }

    private boolean acceptsAtEnd(int state, boolean atStart) {
        byte[] known = acceptsAtEnd.get(state);
        if (!atStart && known[0] != 0) return known[0] == 2;
        boolean accepts = false;
        for (int s : leaves.get(state)) {
            if (program.kind[s] != Program.END_ANCHOR) continue;
            beginClosure();
            closure(program.next[s], atStart, true);
            if (reachedMatch) {
                accepts = true;
                break;
            }
        }
        if (!atStart) known[0] = (byte) (accepts ? 2 : 1);
        return accepts;
    }

    private void beginClosure() {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            generation = 1;
        }
        foundCount = 0;
        reachedMatch = false;
    }

    /** Adds the live states reachable from s without reading a scalar; `^` and `$` pass only where told. */
    private void closure(int s, boolean atStart, boolean atEnd) {
        if (program.kind[s] == Program.CHAR) { // the common case, without the stack
            if (mark[s] != generation) {
                mark[s] = generation;
                keep(s);
            }
            return;
        }
        int top = 0;
        stack[top++] = s;
        while (top > 0) {
            int x = stack[--top];
            if (mark[x] == generation) continue;
            mark[x] = generation;
            switch (program.kind[x]) {
                case Program.SPLIT:
                    stack[top++] = program.other[x];
                    stack[top++] = program.next[x];
                    break;
                case Program.START_ANCHOR:
                    if (atStart) stack[top++] = program.next[x];
                    break;
                case Program.END_ANCHOR:
                    if (atEnd) stack[top++] = program.next[x];
                    else keep(x);
                    break;
                case Program.MATCH:
                    reachedMatch = true;
                    keep(x);
                    break;
                default:
                    keep(x);
            }
        }
    }

    private void keep(int x) {
        if (foundCount == found.length) found = Arrays.copyOf(found, foundCount * 2);
        found[foundCount++] = x;
    }

    /** The closure's states as a bit set, which orders them without sorting and is the cache's key. */
    private long[] collect() {
        long[] bits = new long[(program.count + 63) >>> 6];
        for (int i = 0; i < foundCount; i++) bits[found[i] >>> 6] |= 1L << found[i];
        return bits;
    }

    private int stateFor(long[] bits) {
        Key key = new Key(bits);
        Integer id = ids.get(key);
        if (id != null) return id;
        int[] set = new int[foundCount];
        int n = 0;
        for (int w = 0; w < bits.length; w++) {
            for (long word = bits[w]; word != 0; word &= word - 1) set[n++] = (w << 6) + Long.numberOfTrailingZeros(word);
        }
        int cost = set.length + bits.length * 2 + classes.count() + 8;
        if (cached + cost > CACHE_BUDGET && !ids.isEmpty()) {
            ids.clear();
            leaves.clear();
            transitions.clear();
            acceptsAtEnd.clear();
            cached = 0;
            restarts++;
        }
        int[] row = new int[classes.count()];
        Arrays.fill(row, UNKNOWN);
        int fresh = leaves.size();
        leaves.add(set);
        transitions.add(row);
        acceptsAtEnd.add(new byte[1]);
        ids.put(key, fresh);
        cached += cost;
        return fresh;
    }

    private static final class Key {
        final long[] bits;
        final int hash;

        Key(long[] bits) {
            this.bits = bits;
            this.hash = Arrays.hashCode(bits);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && Arrays.equals(k.bits, bits);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
