package zipzap.input;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import zipzap.field.Field;
import zipzap.field.Outcome;

/** The camera model (SPEC C-8): reading order, sightings, marks, one write per sighting, stop or keep scanning. */
public final class Camera {
    /**
     * A barcode's current sighting (C-8.5, C-8.6): what the field makes of it (the same in every frame: the field's
     * rules do not change, and the winner is run through the field again when it is written), when it was last read,
     * and whether it was written.
     */
    private static final class Sighting {
        final Outcome outcome;
        long lastRead;
        boolean written;

        Sighting(Outcome outcome) { this.outcome = outcome; }
    }

    private final Field field;
    private final CameraConfiguration config;
    private final Trace trace;
    private final ReadingOrder order;
    private final Clock clock = new Clock();
    private final Map<Barcode, Sighting> sightings = new HashMap<>();
    private boolean running = true;

    public Camera(Field field, CameraConfiguration config, Trace trace) {
        this.field = field;
        this.config = config;
        this.trace = trace;
        this.order = new ReadingOrder(config.pointX(), config.pointY());
    }

    public void run(List<CameraEvent> events) {
        for (int i = 0; i < events.size(); i++) {
            CameraEvent e = events.get(i);
            long now = clock.see(e.time());
            if (e instanceof CameraEvent.Start) running = true;
            else if (running) frame(i, now, ((CameraEvent.Frame) e).detections());
        }
    }

    private void frame(int event, long now, List<Detection> detections) {
        Detection winner = null;
        for (Detection d : distinctInOrder(detections)) {
            Outcome outcome = read(event, d, now);
            if (winner == null && outcome.accepted()) winner = d;
        }
        if (winner != null) write(event, winner);
        forgetBeyondBound();
    }

    /** The frame's distinct barcodes in reading order, each at its first position, at most the bound (C-8.3, C-8.9). */
    private List<Detection> distinctInOrder(List<Detection> detections) {
        List<Detection> sorted = new ArrayList<>(detections);
        sorted.sort(order);
        Set<Barcode> seen = new HashSet<>();
        List<Detection> out = new ArrayList<>();
        for (Detection d : sorted) {
            if (out.size() >= config.maximumDetectionsPerFrame()) break;
            if (seen.add(Barcode.of(d.scan()))) out.add(d);
        }
        return out;
    }

    /** Reads a detection: a new sighting is run through the field and reports `ignore`, or `reject` and `mark` (C-8.5). */
    private Outcome read(int event, Detection d, long now) {
        Barcode b = Barcode.of(d.scan());
        Sighting s = sightings.get(b);
        if (s == null || Clock.elapsed(s.lastRead, now) > config.sightingTimeout()) {
            s = new Sighting(field.evaluate(d.scan()));
            sightings.put(b, s);
            if (!s.outcome.accepted()) trace.outcome(event, d.scan(), s.outcome);
            if (s.outcome instanceof Outcome.Rejected) trace.mark(event, d.scan(), d.x(), d.y());
        }
        s.lastRead = now;
        return s.outcome;
    }

    private void write(int event, Detection winner) {
        Sighting s = sightings.get(Barcode.of(winner.scan()));
        if (s.written) return;
        s.written = true;
        trace.outcome(event, winner.scan(), field.process(winner.scan()));
        if (!config.keepScanning()) {
            trace.stop(event);
            running = false;
            sightings.clear();
        }
    }

    /** Forgets the least recently read sightings beyond `maximumSightings`, ties by type then bytes (C-8.9). */
    private void forgetBeyondBound() {
        long excess = sightings.size() - Math.max(0, config.maximumSightings());
        if (excess <= 0) return;
        List<Map.Entry<Barcode, Sighting>> entries = new ArrayList<>(sightings.entrySet());
        entries.sort(Comparator.comparingLong((Map.Entry<Barcode, Sighting> e) -> e.getValue().lastRead)
                .thenComparing(Map.Entry::getKey, Barcode.ORDER));
        for (int i = 0; i < excess; i++) sightings.remove(entries.get(i).getKey());
    }
}
