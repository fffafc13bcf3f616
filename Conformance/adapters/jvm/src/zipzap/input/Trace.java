package zipzap.input;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import zipzap.field.Outcome;
import zipzap.field.Scan;

/**
 * The trace a source produces (SPEC C-12.2, PROTOCOL.md "Trace entries"): entries as maps in the order they happen,
 * byte values as {@code byte[]} (the writer spells them as strings or hex).
 */
public final class Trace {
    private final List<Map<String, Object>> entries = new ArrayList<>();

    public List<Map<String, Object>> entries() { return entries; }

    /** The field's outcome for a scan: {@code write}, {@code reject} or {@code ignore}. */
    public void outcome(int event, Scan scan, Outcome outcome) {
        if (outcome instanceof Outcome.Written w) {
            Map<String, Object> e = entry(event, "write", scan);
            e.put("value", w.value());
            e.put("changed", w.changed());
        } else if (outcome instanceof Outcome.Rejected r) {
            Map<String, Object> e = entry(event, "reject", scan);
            e.put("step", r.step());
            if (r.position() >= 0) e.put("position", r.position());
        } else if (outcome instanceof Outcome.Ignored i) {
            entry(event, "ignore", scan).put("type", i.type().name());
        }
    }

    public void mark(int event, Scan scan, long x, long y) {
        Map<String, Object> position = new LinkedHashMap<>();
        position.put("x", x);
        position.put("y", y);
        entry(event, "mark", scan).put("position", position);
    }

    public void stop(int event) { entry(event, "stop", null); }

    public void signal(int event, Scan scan, int count) { entry(event, "signal", scan).put("count", count); }

    public void discard(int event, byte[] bytes, String reason) {
        Map<String, Object> e = entry(event, "discard", null);
        e.put("bytes", bytes);
        e.put("reason", reason);
    }

    private Map<String, Object> entry(int event, String kind, Scan scan) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("event", event);
        e.put("kind", kind);
        if (scan != null) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("value", scan.value());
            if (scan.type() != null) s.put("type", scan.type().name());
            e.put("scan", s);
        }
        entries.add(e);
        return e;
    }
}
