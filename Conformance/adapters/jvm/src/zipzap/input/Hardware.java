package zipzap.input;

import java.util.List;
import zipzap.field.Field;
import zipzap.field.Outcome;

/** The ZipZap hardware scanner model (SPEC C-9): aims, one pass through the field per aim, signals while aiming. */
public final class Hardware {
    /** The aim in progress (C-9.2). */
    private static final class Aim {
        final Barcode barcode;
        final long first;
        final boolean rejected;
        long last;
        long decodes = 1;
        int signals;
        long lastSignal;

        Aim(Barcode barcode, long time, boolean rejected) {
            this.barcode = barcode;
            this.first = time;
            this.last = time;
            this.rejected = rejected;
        }
    }

    private final Field field;
    private final HardwareConfiguration config;
    private final Trace trace;
    private final Clock clock = new Clock();
    private Aim aim;

    public Hardware(Field field, HardwareConfiguration config, Trace trace) {
        this.field = field;
        this.config = config;
        this.trace = trace;
    }

    public void run(List<Decode> decodes) {
        for (int i = 0; i < decodes.size(); i++) {
            Decode d = decodes.get(i);
            long now = clock.see(d.time());
            Barcode barcode = Barcode.of(d.scan());
            if (aim != null && aim.barcode.equals(barcode) && Clock.elapsed(aim.last, now) <= config.aimGap()) {
                aim.decodes++;
                aim.last = now;
            } else {
                Outcome outcome = field.process(d.scan());
                trace.outcome(i, d.scan(), outcome);
                aim = new Aim(barcode, now, outcome instanceof Outcome.Rejected);
            }
            if (aim.rejected && signalsNow(now)) {
                aim.signals++;
                aim.lastSignal = now;
                trace.signal(i, d.scan(), aim.signals);
            }
        }
    }

    /** Keeps aiming (C-9.4), or repeats (C-9.5). */
    private boolean signalsNow(long now) {
        if (aim.signals == 0) {
            return aim.decodes >= config.minimumDecodes() && Clock.elapsed(aim.first, now) >= config.minimumAimDuration();
        }
        Long interval = config.signalRepeatInterval();
        return interval != null && Clock.elapsed(aim.lastSignal, now) >= interval;
    }
}
