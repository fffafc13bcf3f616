package zipzap.input;

/** Model time (SPEC C-12.3): never runs backwards, and differences saturate instead of overflowing. */
final class Clock {
    private long latest = Long.MIN_VALUE;
    private boolean started;

    /** The event's time as the model sees it: an earlier timestamp counts as the latest one seen. */
    long see(long time) {
        if (!started || time > latest) latest = time;
        started = true;
        return latest;
    }

    /** {@code later - earlier}, saturating at Long.MAX_VALUE (the model never sees {@code later < earlier}). */
    static long elapsed(long earlier, long later) {
        long d = later - earlier;
        return ((later ^ earlier) & (later ^ d)) < 0 ? Long.MAX_VALUE : d;
    }
}
