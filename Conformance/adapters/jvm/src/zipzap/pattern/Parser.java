package zipzap.pattern;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The syntax of PATTERNS.md §3, read left to right so that the first problem met is the one reported. Offsets are
 * indexes into the pattern's scalars.
 */
final class Parser {
    static final int MAX_SCALARS = 4096;
    static final int MAX_DEPTH = 100;
    static final int MAX_BOUND = 1000;

    /** What the item before a quantifier character is, which decides how that character is read. */
    private enum Before { NOTHING, ATOM, ANCHOR, QUANTIFIER, LAZY_QUANTIFIER }

    private final int[] p;
    private int pos;
    private int depth;

    private Parser(int[] scalars) {
        this.p = scalars;
    }

    static Node parse(int[] scalars) throws PatternRefusal {
        if (scalars.length > MAX_SCALARS) throw new PatternRefusal("tooLarge", MAX_SCALARS);
        Parser parser = new Parser(scalars);
        Node tree = parser.alternation();
        if (parser.pos < scalars.length) throw new PatternRefusal("unbalancedParenthesis", parser.pos); // a stray `)`
        return tree;
    }

    private boolean at(int offset, int scalar) {
        return offset < p.length && p[offset] == scalar;
    }

    private Node alternation() throws PatternRefusal {
        List<Node> alternatives = new ArrayList<>();
        alternatives.add(sequence());
        while (at(pos, '|')) {
            pos++;
            alternatives.add(sequence());
        }
        return alternatives.size() == 1 ? alternatives.get(0) : new Node.Alternation(alternatives);
    }

    private Node sequence() throws PatternRefusal {
        List<Node> items = new ArrayList<>();
        Before before = Before.NOTHING;
        while (pos < p.length && p[pos] != '|' && p[pos] != ')') {
            int c = p[pos];
            if (c == '*' || c == '+' || c == '?' || c == '{') {
                before = quantifier(items, before);
            } else {
                items.add(atom());
                before = c == '^' || c == '$' ? Before.ANCHOR : Before.ATOM; // `(^)` is a group, not a bare anchor
            }
        }
        if (items.isEmpty()) return new Node.Empty();
        return items.size() == 1 ? items.get(0) : new Node.Sequence(items);
    }

    /** Reads the quantifier at pos, applying it to the last item; returns what now stands before the next one. */
    private Before quantifier(List<Node> items, Before before) throws PatternRefusal {
        int start = pos;
        int c = p[pos];
        int min, max;
        if (c == '{') {
            if (before == Before.QUANTIFIER || before == Before.LAZY_QUANTIFIER) {
                throw new PatternRefusal("stackedQuantifier", start);
            }
            int[] bounds = braces();
            if (bounds == null) throw new PatternRefusal("invalidQuantifier", start);
            min = bounds[0];
            max = bounds[1];
        } else {
            pos++;
            if (before == Before.QUANTIFIER) {
                if (c == '?') return Before.LAZY_QUANTIFIER;
                throw new PatternRefusal(c == '+' ? "possessiveQuantifier" : "stackedQuantifier", start);
            }
            if (before == Before.LAZY_QUANTIFIER) throw new PatternRefusal("stackedQuantifier", start);
            min = c == '+' ? 1 : 0;
            max = c == '?' ? 1 : Node.Repeat.UNBOUNDED;
        }
        if (before == Before.NOTHING) throw new PatternRefusal("nothingToRepeat", start);
        if (before == Before.ANCHOR) throw new PatternRefusal("quantifiedAnchor", start);
        int last = items.size() - 1;
        items.set(last, new Node.Repeat(items.get(last), min, max));
        return Before.QUANTIFIER;
    }

    /** `{n}`, `{n,}` or `{n,m}` at pos with its bounds valid: {min, max} and pos past the `}`; otherwise null. */
    private int[] braces() {
        int i = pos + 1;
        int digitsStart = i;
        int n = 0;
        while (i < p.length && isDigit(p[i])) n = Math.min(n * 10 + (p[i++] - '0'), MAX_BOUND + 1);
        if (i == digitsStart || n > MAX_BOUND) return null;
        int m = n;
        if (at(i, ',')) {
            i++;
            int upperStart = i;
            m = 0;
            while (i < p.length && isDigit(p[i])) m = Math.min(m * 10 + (p[i++] - '0'), MAX_BOUND + 1);
            if (i == upperStart) m = Node.Repeat.UNBOUNDED;
            else if (m > MAX_BOUND || m < n) return null;
        }
        if (!at(i, '}')) return null;
        pos = i + 1;
        return new int[] {n, m};
    }

    private Node atom() throws PatternRefusal {
        int c = p[pos];
        switch (c) {
            case '(':
                return group();
            case '[':
                return characterClass();
            case '\\':
                return new Node.Chars(escape().set);
            case '.':
                pos++;
                return new Node.Chars(ScalarSet.DOT);
            case '^':
            case '$':
                pos++;
                return new Node.Anchor(c == '^');
            case ']':
            case '}':
                throw new PatternRefusal("unescapedMetacharacter", pos);
            default:
                pos++;
                return new Node.Chars(ScalarSet.single(c));
        }
    }

    private Node group() throws PatternRefusal {
        int open = pos;
        if (at(open + 1, '?')) {
            if (!at(open + 2, ':')) throw new PatternRefusal("unsupportedConstruct", open);
            pos += 3;
        } else {
            pos++;
        }
        if (++depth > MAX_DEPTH) throw new PatternRefusal("tooDeeplyNested", open);
        Node content = alternation();
        if (pos == p.length) throw new PatternRefusal("unbalancedParenthesis", open);
        pos++; // the `)`
        depth--;
        return content;
    }

    /** What an escape or a class member stands for: one scalar, or (`\d \D \w \W \s \S`) a class of them. */
    private static final class Member {
        final int[] set;
        final boolean isClass;

        Member(int[] set, boolean isClass) {
            this.set = set;
            this.isClass = isClass;
        }
    }

    /** The escape at pos (a `\`). */
    private Member escape() throws PatternRefusal {
        int backslash = pos;
        if (backslash + 1 == p.length) throw new PatternRefusal("danglingEscape", backslash);
        int c = p[backslash + 1];
        pos += 2;
        switch (c) {
            case 'd': return new Member(ScalarSet.DIGIT, true);
            case 'D': return new Member(ScalarSet.complement(ScalarSet.DIGIT), true);
            case 'w': return new Member(ScalarSet.WORD, true);
            case 'W': return new Member(ScalarSet.complement(ScalarSet.WORD), true);
            case 's': return new Member(ScalarSet.SPACE, true);
            case 'S': return new Member(ScalarSet.complement(ScalarSet.SPACE), true);
            case 't': return scalar(0x09);
            case 'n': return scalar(0x0A);
            case 'r': return scalar(0x0D);
            case 'f': return scalar(0x0C);
            case 'v': return scalar(0x0B);
            case 'x': return scalar(hex(backslash, 2));
            case 'u': {
                int value = hex(backslash, 4);
                if (value >= 0xD800 && value <= 0xDFFF) throw new PatternRefusal("malformedEscape", backslash);
                return scalar(value);
            }
            case 'Q':
                throw new PatternRefusal("unsupportedConstruct", backslash);
            default:
                if ("\\.^$|()[]{}*+?/-".indexOf(c) >= 0) return scalar(c);
                throw new PatternRefusal("unsupportedEscape", backslash);
        }
    }

    private static Member scalar(int value) {
        return new Member(ScalarSet.single(value), false);
    }

    /** Exactly `digits` hex digits at pos (the escape's letter already read), or malformedEscape at the `\`. */
    private int hex(int backslash, int digits) throws PatternRefusal {
        int value = 0;
        for (int i = 0; i < digits; i++) {
            int d = pos < p.length ? hexValue(p[pos]) : -1;
            if (d < 0) throw new PatternRefusal("malformedEscape", backslash);
            value = value * 16 + d;
            pos++;
        }
        return value;
    }

    /** An ASCII hex digit's value (either case), or -1. */
    private static int hexValue(int c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** `&&`, `--` or `~~` at the offset: a class set operation (PATTERNS.md §3, Classes). */
    private void setOperationAt(int offset) throws PatternRefusal {
        int c = p[offset];
        if ((c == '&' || c == '-' || c == '~') && at(offset + 1, c)) throw new PatternRefusal("unsupportedConstruct", offset);
    }

    private Node characterClass() throws PatternRefusal {
        int open = pos++;
        boolean negated = at(pos, '^');
        if (negated) pos++;
        if (at(pos, ']')) throw new PatternRefusal("emptyClass", open);
        int[] ranges = new int[16];
        int length = 0;
        boolean first = true;
        while (true) {
            if (pos == p.length) throw new PatternRefusal("unterminatedClass", open);
            if (p[pos] == ']') {
                pos++;
                break;
            }
            int memberStart = pos;
            if (p[pos] == '-' && !first) {
                // Only the last member may be a bare `-` here (a range's own `-` is read with its start).
                if (pos + 1 == p.length) throw new PatternRefusal("unterminatedClass", open);
                if (!at(pos + 1, ']')) throw new PatternRefusal(
                        at(pos + 1, '-') ? "unsupportedConstruct" : "misplacedHyphen", pos);
            }
            Member start = classMember(true);
            Member member = start;
            if (at(pos, '-') && pos + 1 < p.length && p[pos + 1] != ']' && p[pos + 1] != '-') {
                pos++;
                int endStart = pos;
                Member end = classMember(false);
                if (start.isClass) throw new PatternRefusal("invalidRange", memberStart);
                if (end.isClass) throw new PatternRefusal("invalidRange", endStart);
                if (start.set[0] > end.set[0]) throw new PatternRefusal("invalidRange", memberStart);
                // `[!-&&]`: the range is read first (ZZ-16174), then the `&&` its end begins is still refused.
                setOperationAt(endStart);
                member = new Member(new int[] {start.set[0], end.set[0]}, false);
            } else if (at(pos, '-') && pos + 1 == p.length) {
                throw new PatternRefusal("unterminatedClass", open); // `[a-`: a range with no end
            }
            if (length + member.set.length > ranges.length) {
                ranges = Arrays.copyOf(ranges, Math.max(ranges.length * 2, length + member.set.length));
            }
            System.arraycopy(member.set, 0, ranges, length, member.set.length);
            length += member.set.length;
            first = false;
        }
        int[] set = ScalarSet.normalize(ranges, length);
        return new Node.Chars(negated ? ScalarSet.complement(set) : set);
    }

    /** A member or range end at pos: a single scalar or an escape. A member may not begin `&&`, `--` or `~~`. */
    private Member classMember(boolean isMemberStart) throws PatternRefusal {
        int c = p[pos];
        if (c == '[') {
            boolean posix = at(pos + 1, ':') || at(pos + 1, '=');
            throw new PatternRefusal(posix ? "unsupportedConstruct" : "unescapedMetacharacter", pos);
        }
        if (isMemberStart) setOperationAt(pos);
        if (c == '\\') return escape();
        pos++;
        return scalar(c);
    }
}
