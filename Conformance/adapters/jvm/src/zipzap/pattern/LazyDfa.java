package zipzap.pattern;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Search (PATTERNS.md §2) over a {@link Program}, one pass over the value. A state is the bit set of the program's
 * live scalar-reading, end-anchor and match states, the start re-added after every scalar. A step is bit-parallel
 * where the program allows it ({@link ShiftGroups}: shifts by fixed distances) and walks the program elsewhere.
 * Steps are cached as a deterministic automaton, per scalar class, in a bounded cache that starts over when full; a
 * value that fills the cache (its states do not repeat enough to pay) is read on by plain steps. The bounds change speed, never an answer.
 */
final class LazyDfa {
    /** Longs the cache (state sets and transition rows) may hold before it starts over. */
    private static final int CACHE_BUDGET = 1 << 22;
    /** Longs the per-class sets of scalar-reading states that accept the class may take. */
    private static final long ACCEPTING_BUDGET = 1 << 21;
    private static final int UNKNOWN = -1;

    private final Program program;
    private final ScalarClasses classes;
    private final int words;
    /** The states a state set keeps: scalar readers, `$` and the match (the others are only passed through). */
    private final long[] kept;
    private final ShiftGroups shifts;
    private final long[] scratch;
    private final long[] endAnchors;
    /** The closure of the start where `^` does not pass (re-added after every scalar), with the states passed. */
    private final long[] restart;
    /** Per class, the scalar readers that accept it (filled on demand), or null past the budget. */
    private final long[][] accepting;
    private final long[] acceptingScratch;

    private final Map<Key, Integer> ids = new HashMap<>();
    private final List<long[]> states = new ArrayList<>();
    private final List<int[]> transitions = new ArrayList<>();
    /** Per state: 0 not yet known, 1 no, 2 yes, whether `$` can complete a match at the end of the value. */
    private final List<byte[]> acceptsAtEnd = new ArrayList<>();
    private long cached;
    private int restarts;

    private final int[] stack;
    private final long[] reading;

    LazyDfa(Program program) {
        this.program = program;
        this.classes = new ScalarClasses(program.sets);
        this.words = (program.count + 63) >>> 6;
        this.kept = new long[words];
        this.endAnchors = new long[words];
        for (int s = 0; s < program.count; s++) {
            byte kind = program.kind[s];
            if (kind == Program.CHAR || kind == Program.END_ANCHOR || kind == Program.MATCH) set(kept, s);
            if (kind == Program.END_ANCHOR) set(endAnchors, s);
        }
        this.shifts = new ShiftGroups(program, kept);
        this.scratch = new long[words];
        this.stack = new int[2 * program.count + 2];
        this.reading = new long[words];
        this.restart = new long[words];
        closure(program.start, restart, false, false);
        this.accepting = (long) classes.count() * words <= ACCEPTING_BUDGET ? new long[classes.count()][] : null;
        this.acceptingScratch = accepting == null ? new long[words] : null;
    }

    synchronized boolean matches(byte[] value) {
        Utf8Scalars scalars = new Utf8Scalars(value);
        long[] initial = new long[words];
        closure(program.start, initial, true, false);
        keepOnly(initial);
        int state = stateFor(initial);
        if (has(initial, Program.MATCH_STATE)) return true;
        boolean empty = !scalars.hasNext();
        int restartsBefore = restarts;
        while (scalars.hasNext()) {
            int cls = classes.classOf(scalars.next());
            int target = transitions.get(state)[cls];
            if (target == UNKNOWN) {
                if (restarts != restartsBefore) return simulate(states.get(state), cls, scalars);
                long[] next = new long[words];
                step(states.get(state), cls, next);
                int startedOver = restarts;
                target = stateFor(next);
                if (restarts == startedOver) transitions.get(state)[cls] = target; // else `state` left the cache
            }
            state = target;
            long[] bits = states.get(state);
            if (has(bits, Program.MATCH_STATE)) return true;
            if (isEmpty(bits)) return false; // nothing live and the start needs `^`: no match can follow
        }
        return acceptsAtEnd(state, empty);
    }

    /** Reads a scalar of class cls and the rest of the value from the set `from`, building no automaton states. */
    private boolean simulate(long[] from, int cls, Utf8Scalars rest) {
        long[] current = from.clone();
        long[] next = new long[words];
        while (true) {
            step(current, cls, next);
            if (has(next, Program.MATCH_STATE)) return true;
            if (isEmpty(next)) return false;
            long[] swap = current;
            current = next;
            next = swap;
            if (!rest.hasNext()) return endAnchorsComplete(current, false);
            cls = classes.classOf(rest.next());
        }
    }

    /** Into `next` (overwritten): the kept states after reading a scalar of class cls in the set `from`. */
    private void step(long[] from, int cls, long[] next) {
        long[] accepts = acceptingOf(cls);
        for (int w = 0; w < words; w++) reading[w] = from[w] & accepts[w];
        System.arraycopy(restart, 0, next, 0, words);
        shifts.apply(reading, next, scratch);
        for (int w = 0; w < words; w++) {
            for (long rest = reading[w] & ~shifts.shifted[w]; rest != 0; rest &= rest - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(rest);
                closure(program.next[s], next, false, false);
            }
        }
        keepOnly(next);
    }

    private long[] acceptingOf(int cls) {
        if (accepting != null && accepting[cls] != null) return accepting[cls];
        long[] bits = accepting != null ? new long[words] : acceptingScratch;
        if (accepting == null) Arrays.fill(bits, 0);
        int scalar = classes.representative(cls);
        for (int s = 0; s < program.count; s++) {
            if (program.kind[s] == Program.CHAR && ScalarSet.contains(program.sets.get(program.other[s]), scalar)) {
                set(bits, s);
            }
        }
        if (accepting != null) accepting[cls] = bits;
        return bits;
    }

    private boolean acceptsAtEnd(int state, boolean atStart) {
        byte[] known = acceptsAtEnd.get(state);
        if (!atStart && known[0] != 0) return known[0] == 2;
        boolean accepts = endAnchorsComplete(states.get(state), atStart);
        if (!atStart) known[0] = (byte) (accepts ? 2 : 1);
        return accepts;
    }

    /** Whether, at the end of the value, some `$` in the set leads to the match (`^` passing only at the start). */
    private boolean endAnchorsComplete(long[] bits, boolean atStart) {
        long[] reached = new long[words];
        for (int w = 0; w < words; w++) {
            for (long anchors = bits[w] & endAnchors[w]; anchors != 0; anchors &= anchors - 1) {
                closure(program.next[(w << 6) + Long.numberOfTrailingZeros(anchors)], reached, atStart, true);
            }
        }
        return has(reached, Program.MATCH_STATE);
    }

    /**
     * Sets in `into` the states reachable from s without reading a scalar, s included; a state already set there is
     * taken as done (its own closure is in already). `^` and `$` pass only where told.
     */
    private void closure(int s, long[] into, boolean atStart, boolean atEnd) {
        int top = 0;
        stack[top++] = s;
        while (top > 0) {
            int x = stack[--top];
            if (has(into, x)) continue;
            set(into, x);
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
                    break;
                default:
                    break;
            }
        }
    }

    private void keepOnly(long[] bits) {
        for (int w = 0; w < words; w++) bits[w] &= kept[w];
    }

    private static boolean has(long[] bits, int s) {
        return (bits[s >>> 6] & (1L << s)) != 0;
    }

    private static void set(long[] bits, int s) {
        bits[s >>> 6] |= 1L << s;
    }

    private static boolean isEmpty(long[] bits) {
        for (long word : bits) if (word != 0) return false;
        return true;
    }

    private int stateFor(long[] bits) {
        Key key = new Key(bits);
        Integer id = ids.get(key);
        if (id != null) return id;
        long cost = words + classes.count() / 2 + 16;
        if (cached + cost > CACHE_BUDGET && !ids.isEmpty()) {
            ids.clear();
            states.clear();
            transitions.clear();
            acceptsAtEnd.clear();
            cached = 0;
            restarts++;
        }
        int[] row = new int[classes.count()];
        Arrays.fill(row, UNKNOWN);
        int fresh = states.size();
        states.add(bits);
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
