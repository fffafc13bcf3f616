package zipzap.pattern;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The bit-parallel part of a step (PATTERNS.md §4 leaves the method open). After reading a scalar, a scalar reader s
 * makes live the kept states its continuation reaches without reading; that set never changes, and in a Thompson
 * program built backwards it is usually a few states at fixed distances below or above s (a literal run: s - 1;
 * `(a|b)` repeated: s - 2 to s - 4). Readers whose whole set lies at a few common distances d are stepped by
 * shifting the live readers among them by d, a word at a time; the others are left to the caller's walk.
 */
final class ShiftGroups {
    /** At most this many distances (each costs a pass over the words per step). */
    private static final int MAX_GROUPS = 8;
    /** A reader whose continuation reaches more kept states than this, or passes more states, is walked instead. */
    private static final int MAX_REACHED = 16, MAX_VISITED = 64;

    /** Per group, the distance: reader s sets s - distance. */
    private final int[] distances;
    /** Per group, the readers that set the state at its distance. */
    private final long[][] readers;
    /** Every reader stepped here; the rest are walked. */
    final long[] shifted;
    private final int words;

    ShiftGroups(Program program, long[] kept) {
        this.words = kept.length;
        int[][] reached = new int[program.count][];
        Map<Integer, Integer> uses = new HashMap<>();
        int[] visitedAt = new int[program.count];
        int[] stack = new int[2 * MAX_VISITED + 2];
        for (int s = 0; s < program.count; s++) {
            if (program.kind[s] != Program.CHAR) continue;
            reached[s] = reachedWithoutReading(program, program.next[s], kept, visitedAt, s + 1, stack);
            if (reached[s] == null) continue;
            for (int t : reached[s]) uses.merge(s - t, 1, Integer::sum);
        }
        this.distances = uses.entrySet().stream()
                .filter(e -> e.getValue() >= 2)
                .sorted((a, b) -> b.getValue() - a.getValue())
                .limit(MAX_GROUPS)
                .mapToInt(Map.Entry::getKey)
                .toArray();
        this.readers = new long[distances.length][words];
        this.shifted = new long[words];
        for (int s = 0; s < program.count; s++) {
            if (reached[s] == null || !allAtDistances(s, reached[s])) continue;
            shifted[s >>> 6] |= 1L << s;
            for (int t : reached[s]) readers[groupOf(s - t)][s >>> 6] |= 1L << s;
        }
    }

    /** Sets in `next` what the live readers in `reading` that are stepped here make live; `scratch` is work space. */
    void apply(long[] reading, long[] next, long[] scratch) {
        for (int g = 0; g < distances.length; g++) {
            long[] group = readers[g];
            for (int w = 0; w < words; w++) scratch[w] = reading[w] & group[w];
            shiftOr(scratch, distances[g], next);
        }
    }

    /** dst |= src with bit s moved to s - distance. */
    private void shiftOr(long[] src, int distance, long[] dst) {
        if (distance > 0) {
            int q = distance >>> 6, r = distance & 63;
            for (int w = 0; w + q < words; w++) {
                long bits = src[w + q] >>> r;
                if (r != 0 && w + q + 1 < words) bits |= src[w + q + 1] << (64 - r);
                dst[w] |= bits;
            }
        } else {
            int up = -distance, q = up >>> 6, r = up & 63;
            for (int w = q; w < words; w++) {
                long bits = src[w - q] << r;
                if (r != 0 && w - q - 1 >= 0) bits |= src[w - q - 1] >>> (64 - r);
                dst[w] |= bits;
            }
        }
    }

    private boolean allAtDistances(int s, int[] targets) {
        for (int t : targets) if (groupOf(s - t) < 0) return false;
        return true;
    }

    private int groupOf(int distance) {
        for (int g = 0; g < distances.length; g++) if (distances[g] == distance) return g;
        return -1;
    }

    /**
     * The kept states reachable from `from` without reading a scalar, `^` and `$` not passing (as in every step
     * after the first scalar), or null past the bounds. `visitedAt` holds the mark of each state visited.
     */
    private static int[] reachedWithoutReading(Program program, int from, long[] kept, int[] visitedAt, int mark,
                                               int[] stack) {
        int[] found = new int[MAX_REACHED];
        int count = 0, visited = 0, top = 0;
        stack[top++] = from;
        while (top > 0) {
            int x = stack[--top];
            if (visitedAt[x] == mark) continue;
            visitedAt[x] = mark;
            if (++visited > MAX_VISITED) return null;
            if ((kept[x >>> 6] & (1L << x)) != 0) {
                if (count == MAX_REACHED) return null;
                found[count++] = x;
            } else if (program.kind[x] == Program.SPLIT) {
                stack[top++] = program.other[x];
                stack[top++] = program.next[x];
            }
            // A `^` (START_ANCHOR) leads nowhere after the first scalar.
        }
        return Arrays.copyOf(found, count);
    }
}
