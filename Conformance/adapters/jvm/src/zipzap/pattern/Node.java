package zipzap.pattern;

import java.util.List;

/**
 * The syntax tree of a valid pattern. Each node carries its size as PATTERNS.md §3 "Limits" counts it, saturated so
 * that nested counted repetition cannot overflow.
 */
abstract class Node {
    private static final long CAP = 1L << 40;

    /** The size of PATTERNS.md §3; 0 means the node matches only the empty string and adds nothing to the automaton. */
    final long size;

    private Node(long size) {
        this.size = Math.min(size, CAP);
    }

    /** A literal, `.`, an escape or a class: one scalar from a set. */
    static final class Chars extends Node {
        final int[] set;

        Chars(int[] set) {
            super(1);
            this.set = set;
        }
    }

    /** `^` (start of the value) or `$` (very end of the value). */
    static final class Anchor extends Node {
        final boolean atStart;

        Anchor(boolean atStart) {
            super(1);
            this.atStart = atStart;
        }
    }

    /** An empty alternative (the empty pattern, an empty group, an empty side of `|`): size 1, matches "". */
    static final class Empty extends Node {
        Empty() {
            super(1);
        }
    }

    static final class Sequence extends Node {
        final List<Node> items;

        Sequence(List<Node> items) {
            super(items.stream().mapToLong(n -> n.size).sum());
            this.items = items;
        }
    }

    static final class Alternation extends Node {
        final List<Node> alternatives;

        Alternation(List<Node> alternatives) {
            super(alternatives.stream().mapToLong(n -> n.size).sum());
            this.alternatives = alternatives;
        }
    }

    /** A quantified item; max is {@link #UNBOUNDED} for `*`, `+` and `{n,}`. */
    static final class Repeat extends Node {
        static final int UNBOUNDED = -1;
        final Node body;
        final int min;
        final int max;

        Repeat(Node body, int min, int max) {
            super(body.size * (max == UNBOUNDED ? Math.max(min, 1) : max));
            this.body = body;
            this.min = min;
            this.max = max;
        }
    }
}
