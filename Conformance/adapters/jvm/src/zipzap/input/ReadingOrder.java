package zipzap.input;

import java.util.Comparator;

/**
 * The camera's total order on a frame's detections (SPEC C-8.3, C-8.50): squared distance to the point of interest,
 * both moved onto the view first; then type in declaration order; then the bytes (unsigned, a prefix first); then x, y.
 */
final class ReadingOrder implements Comparator<Detection> {
    private static final long VIEW = 10_000;
    private final long px, py;

    ReadingOrder(long pointX, long pointY) {
        this.px = onView(pointX);
        this.py = onView(pointY);
    }

    public int compare(Detection a, Detection b) {
        int c = Long.compare(distance(a), distance(b));
        if (c == 0) c = Barcode.ORDER.compare(Barcode.of(a.scan()), Barcode.of(b.scan()));
        if (c == 0) c = Long.compare(a.x(), b.x());
        if (c == 0) c = Long.compare(a.y(), b.y());
        return c;
    }

    private long distance(Detection d) {
        long dx = onView(d.x()) - px, dy = onView(d.y()) - py;
        return dx * dx + dy * dy;
    }

    private static long onView(long v) { return Math.max(0, Math.min(VIEW, v)); }
}
