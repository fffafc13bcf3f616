package zipzap.adapter;

import zipzap.input.CameraConfiguration;
import zipzap.input.HardwareConfiguration;
import zipzap.input.HidConfiguration;

/** A request's `sourceConfiguration` (PROTOCOL.md, "Requests"): every member optional, absent ones SPEC's defaults. */
final class SourceConfigurations {
    private SourceConfigurations() {}

    static CameraConfiguration camera(Members c) throws JsonException {
        CameraConfiguration d = CameraConfiguration.DEFAULT;
        long x = d.pointX(), y = d.pointY();
        if (c.has("pointOfInterest")) {
            Members p = c.object("pointOfInterest");
            x = p.integer("x");
            y = p.integer("y");
        }
        boolean keep = c.has("afterWrite") && c.text("afterWrite").equals("keepScanning");
        return new CameraConfiguration(x, y, keep, c.integer("sightingTimeout", d.sightingTimeout()),
                c.integer("maximumDetectionsPerFrame", d.maximumDetectionsPerFrame()),
                c.integer("maximumSightings", d.maximumSightings()));
    }

    static HardwareConfiguration hardware(Members c) throws JsonException {
        HardwareConfiguration d = HardwareConfiguration.DEFAULT;
        Long repeat = d.signalRepeatInterval();
        if (c.has("signalRepeatInterval")) repeat = c.raw("signalRepeatInterval") == null ? null : c.integer("signalRepeatInterval");
        return new HardwareConfiguration(c.integer("aimGap", d.aimGap()), c.integer("minimumDecodes", d.minimumDecodes()),
                c.integer("minimumAimDuration", d.minimumAimDuration()), repeat);
    }

    static HidConfiguration hid(Members c) throws JsonException {
        HidConfiguration d = HidConfiguration.DEFAULT;
        byte[] substitute = c.has("fnc1Substitute") && c.raw("fnc1Substitute") != null ? c.value("fnc1Substitute") : null;
        boolean bursts = true;
        long gap = d.maximumKeyGap(), length = d.minimumLength();
        if (c.has("scanBurst")) {
            if (c.raw("scanBurst") == null) {
                bursts = false;
            } else {
                Members b = c.object("scanBurst");
                gap = b.integer("maximumKeyGap", gap);
                length = b.integer("minimumLength", length);
            }
        }
        return new HidConfiguration(c.bool("tabIsTerminator", d.tabIsTerminator()), substitute, bursts, gap, length,
                c.integer("maximumEntryLength", d.maximumEntryLength()));
    }
}
