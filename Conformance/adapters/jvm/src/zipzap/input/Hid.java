package zipzap.input;

import java.util.Arrays;
import java.util.List;
import zipzap.field.ByteBuilder;
import zipzap.field.Field;
import zipzap.field.Scan;

/** The keyboard-wedge model (SPEC C-10): entries ended by terminators, scanner bursts, FNC1 substitutes, the bound. */
public final class Hid {
    private final Field field;
    private final HidConfiguration config;
    private final Trace trace;
    private final Clock clock = new Clock();
    private final ByteBuilder entry = new ByteBuilder();
    /** Where the entry's last burst starts, and when its last key came (C-10.6). */
    private int burstStart;
    private long lastKey;
    /** The entry overflowed: keys are dropped up to the next terminator (C-10.7). */
    private boolean dropping;

    public Hid(Field field, HidConfiguration config, Trace trace) {
        this.field = field;
        this.config = config;
        this.trace = trace;
    }

    public void run(List<Keys> events) {
        for (int i = 0; i < events.size(); i++) {
            long now = clock.see(events.get(i).time());
            for (byte b : events.get(i).bytes()) {
                if (isTerminator(b)) terminate(i, now);
                else key(i, now, b);
            }
        }
    }

    private boolean isTerminator(byte b) { return b == '\r' || b == '\n' || (b == '\t' && config.tabIsTerminator()); }

    private void key(int event, long now, byte b) {
        if (dropping) return;
        if (entry.size() >= config.maximumEntryLength()) {
            trace.discard(event, entry.toArray(), "overflow");
            entry.clear();
            dropping = true;
            return;
        }
        if (entry.size() == 0 || Clock.elapsed(lastKey, now) > config.maximumKeyGap()) burstStart = entry.size();
        entry.append(b);
        lastKey = now;
    }

    private void terminate(int event, long now) {
        if (dropping) {
            dropping = false;
            return;
        }
        if (entry.size() == 0) return;
        byte[] keys = entry.toArray();
        entry.clear();
        byte[] scan = keys;
        if (isScannerBurst(keys.length, now)) {
            trace.discard(event, Arrays.copyOfRange(keys, 0, burstStart), "typedBeforeScan");
            scan = Arrays.copyOfRange(keys, burstStart, keys.length);
        }
        Scan s = new Scan(Fnc1Substitute.replace(scan, config.fnc1Substitute()), null);
        trace.outcome(event, s, field.process(s));
    }

    /** Keys came before the last burst, which is long enough and ended by the scanner's own terminator (C-10.6). */
    private boolean isScannerBurst(int length, long now) {
        if (!config.burstsDetected() || burstStart == 0) return false;
        long burst = length - burstStart;
        return burst >= Math.max(1, config.minimumLength()) && Clock.elapsed(lastKey, now) <= config.maximumKeyGap();
    }
}
