package zipzap.pattern;

import java.util.Arrays;
import java.util.List;

/**
 * The scalar space cut at the boundaries of every set in a program: two scalars in one class are in the same sets,
 * so the automaton's transitions are per class. ASCII scalars are looked up in a table, others by binary search.
 */
final class ScalarClasses {
    /** The first scalar of every class after class 0 (which starts at U+0000). */
    private final int[] starts;
    private final int[] ascii = new int[128];

    ScalarClasses(List<int[]> sets) {
        int total = 0;
        for (int[] set : sets) total += set.length;
        int[] points = new int[total];
        int n = 0;
        for (int[] set : sets) {
            for (int i = 0; i < set.length; i += 2) {
                points[n++] = set[i];
                points[n++] = set[i + 1] + 1;
            }
        }
        Arrays.sort(points);
        int unique = 0;
        for (int i = 0; i < n; i++) {
            int point = points[i];
            if (point > 0 && point <= ScalarSet.MAX && (unique == 0 || points[unique - 1] != point)) {
                points[unique++] = point;
            }
        }
        starts = Arrays.copyOf(points, unique);
        for (int c = 0; c < 128; c++) ascii[c] = search(c);
    }

    int count() {
        return starts.length + 1;
    }

    /** A scalar of the class (its first one). */
    int representative(int cls) {
        return cls == 0 ? 0 : starts[cls - 1];
    }

    int classOf(int scalar) {
        return scalar < 128 ? ascii[scalar] : search(scalar);
    }

    /** The number of class starts at or below the scalar. */
    private int search(int scalar) {
        int lo = 0, hi = starts.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (starts[mid] <= scalar) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
