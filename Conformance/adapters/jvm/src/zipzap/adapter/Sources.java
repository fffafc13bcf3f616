package zipzap.adapter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import zipzap.field.BarcodeType;
import zipzap.field.Field;
import zipzap.field.Scan;
import zipzap.input.Camera;
import zipzap.input.CameraEvent;
import zipzap.input.Decode;
import zipzap.input.Detection;
import zipzap.input.Direct;
import zipzap.input.Edit;
import zipzap.input.Hardware;
import zipzap.input.Hid;
import zipzap.input.Keys;
import zipzap.input.Trace;
import zipzap.input.Typing;

/**
 * Decodes a `run` request's events for its source (PROTOCOL.md, "Requests") and runs that source's model with its
 * configuration.
 */
final class Sources {
    private Sources() {}

    static void run(String source, Field field, Members request, Trace trace) throws JsonException {
        List<Members> events = events(request);
        Members c = configuration(request);
        switch (source) {
            case "direct": {
                List<Scan> scans = new ArrayList<>();
                for (Members e : events) scans.add(new Scan(e.value("value"), type(e, false)));
                Direct.run(field, scans, trace);
                return;
            }
            case "camera": {
                List<CameraEvent> camera = new ArrayList<>();
                for (Members e : events) camera.add(cameraEvent(e));
                new Camera(field, SourceConfigurations.camera(c), trace).run(camera);
                return;
            }
            case "hardware": {
                List<Decode> decodes = new ArrayList<>();
                for (Members e : events) {
                    kind(e, "decode");
                    decodes.add(new Decode(e.integer("time"), new Scan(e.value("value"), type(e, true))));
                }
                new Hardware(field, SourceConfigurations.hardware(c), trace).run(decodes);
                return;
            }
            case "hid": {
                List<Keys> keys = new ArrayList<>();
                for (Members e : events) {
                    kind(e, "keys");
                    keys.add(new Keys(e.integer("time"), e.value("bytes")));
                }
                new Hid(field, SourceConfigurations.hid(c), trace).run(keys);
                return;
            }
            case "typing": {
                List<Edit> edits = new ArrayList<>();
                for (Members e : events) edits.add(edit(e));
                new Typing(field, c.integer("maximumTextLength", 4096), trace).run(edits);
                return;
            }
            default: throw new JsonException("unknown source " + source);
        }
    }

    private static CameraEvent cameraEvent(Members e) throws JsonException {
        String kind = e.text("kind");
        if (kind.equals("start")) return new CameraEvent.Start(e.integer("time"));
        kind(e, "frame");
        List<Detection> detections = new ArrayList<>();
        List<?> list = e.list("detections");
        for (int i = 0; i < list.size(); i++) {
            Members d = new Members(list.get(i), "detections[" + i + "]");
            detections.add(new Detection(new Scan(d.value("value"), type(d, true)), d.integer("x"), d.integer("y")));
        }
        return new CameraEvent.Frame(e.integer("time"), detections);
    }

    private static Edit edit(Members e) throws JsonException {
        switch (e.text("kind")) {
            case "insert": return new Edit.Replace(e.integer("offset"), 0, e.value("text"));
            case "delete": return new Edit.Replace(e.integer("offset"), e.integer("count"), new byte[0]);
            case "replace": return new Edit.Replace(e.integer("offset"), e.integer("count"), e.value("text"));
            case "submit": return new Edit.Submit();
            default: throw new JsonException("unknown typing event " + e.text("kind"));
        }
    }

    private static Members configuration(Members request) throws JsonException {
        return request.has("sourceConfiguration") && request.raw("sourceConfiguration") != null
                ? request.object("sourceConfiguration") : new Members(Map.of(), "sourceConfiguration");
    }

    private static List<Members> events(Members request) throws JsonException {
        List<Members> out = new ArrayList<>();
        List<?> list = request.list("events");
        for (int i = 0; i < list.size(); i++) out.add(new Members(list.get(i), "events[" + i + "]"));
        return out;
    }

    private static void kind(Members e, String expected) throws JsonException {
        if (!e.text("kind").equals(expected)) throw new JsonException("unexpected event kind " + e.text("kind"));
    }

    private static BarcodeType type(Members e, boolean required) throws JsonException {
        if (!e.has("type") || e.raw("type") == null) {
            if (required) throw new JsonException("an event without its type");
            return null;
        }
        BarcodeType t = BarcodeType.named(e.text("type"));
        if (t == null) throw new JsonException("unknown barcode type " + e.text("type"));
        return t;
    }
}
