package zipzap.pattern;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A Thompson automaton for a valid pattern, with counted repetition expanded into copies (the size limit of
 * PATTERNS.md §3 bounds them). States are built backwards from the match state, each given its continuation.
 */
final class Program {
    static final byte MATCH = 0, CHAR = 1, SPLIT = 2, START_ANCHOR = 3, END_ANCHOR = 4;
    /** The match state is built first, so it is state 0. */
    static final int MATCH_STATE = 0;

    byte[] kind = new byte[64];
    int[] next = new int[64];
    /** SPLIT: the second continuation; CHAR: the index of its set in {@link #sets}. */
    int[] other = new int[64];
    final List<int[]> sets = new ArrayList<>();
    int count;
    final int start;

    Program(Node tree) {
        add(MATCH, -1, -1);
        start = build(tree, MATCH_STATE);
    }

    private int add(byte k, int continuation, int second) {
        if (count == kind.length) {
            int grown = count * 2;
            kind = Arrays.copyOf(kind, grown);
            next = Arrays.copyOf(next, grown);
            other = Arrays.copyOf(other, grown);
        }
        kind[count] = k;
        next[count] = continuation;
        other[count] = second;
        return count++;
    }

    /** The entry state of `node` followed by state `continuation`. */
    private int build(Node node, int continuation) {
        if (node.size == 0) return continuation; // matches only "" (everything in it repeated zero times)
        if (node instanceof Node.Chars chars) {
            sets.add(chars.set);
            return add(CHAR, continuation, sets.size() - 1);
        }
        if (node instanceof Node.Anchor anchor) {
            return add(anchor.atStart ? START_ANCHOR : END_ANCHOR, continuation, -1);
        }
        if (node instanceof Node.Empty) return continuation;
        if (node instanceof Node.Sequence sequence) {
            int entry = continuation;
            for (int i = sequence.items.size() - 1; i >= 0; i--) entry = build(sequence.items.get(i), entry);
            return entry;
        }
        if (node instanceof Node.Alternation alternation) {
            int entry = -1;
            boolean emptyTaken = false;
            for (int i = alternation.alternatives.size() - 1; i >= 0; i--) {
                int branch = build(alternation.alternatives.get(i), continuation);
                if (branch == continuation) {
                    if (emptyTaken) continue; // one way through "" is enough
                    emptyTaken = true;
                }
                entry = entry < 0 ? branch : add(SPLIT, branch, entry);
            }
            return entry;
        }
        return repeat((Node.Repeat) node, continuation);
    }

    private int repeat(Node.Repeat r, int continuation) {
        int entry;
        int copies = r.min;
        if (r.max == Node.Repeat.UNBOUNDED) {
            // One looping copy: x+ (for n ≥ 1, after n - 1 plain copies) or x*.
            int loop = add(SPLIT, -1, continuation);
            int body = build(r.body, loop);
            next[loop] = body;
            if (r.min == 0) return loop;
            entry = body;
            copies = r.min - 1;
        } else {
            // (x(x(x)?)?)? for the optional copies: each may stop, straight to the continuation.
            entry = continuation;
            for (int i = r.min; i < r.max; i++) entry = add(SPLIT, build(r.body, entry), continuation);
        }
        for (int i = 0; i < copies; i++) entry = build(r.body, entry);
        return entry;
    }
}
