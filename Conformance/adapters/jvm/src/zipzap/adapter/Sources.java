package zipzap.adapter;

import java.util.ArrayList;
import java.util.List;
import zipzap.field.BarcodeType;
import zipzap.field.Field;
import zipzap.field.Scan;
import zipzap.input.Direct;
import zipzap.input.Trace;

/** Decodes a `run` request's events and configuration for its source and runs that source's model (PROTOCOL.md). */
final class Sources {
    private Sources() {}

    static void run(String source, Field field, Members request, Trace trace) throws JsonException {
        List<Members> events = events(request);
        switch (source) {
            case "direct": {
                List<Scan> scans = new ArrayList<>();
                for (Members e : events) scans.add(scan(e));
                Direct.run(field, scans, trace);
                return;
            }
            default: throw new JsonException("unknown source " + source);
        }
    }

    private static List<Members> events(Members request) throws JsonException {
        List<Members> out = new ArrayList<>();
        List<?> list = request.list("events");
        for (int i = 0; i < list.size(); i++) out.add(new Members(list.get(i), "events[" + i + "]"));
        return out;
    }

    /** A scan's `value` and optional `type`. */
    static Scan scan(Members e) throws JsonException { return new Scan(e.value("value"), type(e, false)); }

    static BarcodeType type(Members e, boolean required) throws JsonException {
        if (!e.has("type") || e.raw("type") == null) {
            if (required) throw new JsonException("an event without its type");
            return null;
        }
        BarcodeType t = BarcodeType.named(e.text("type"));
        if (t == null) throw new JsonException("unknown barcode type " + e.text("type"));
        return t;
    }
}
