package zipzap.input;

import java.util.List;
import zipzap.field.Field;
import zipzap.field.Scan;

/** The vectors' `direct` source: each input event is one scan handed to the field (SPEC C-12.2). */
public final class Direct {
    private Direct() {}

    public static void run(Field field, List<Scan> scans, Trace trace) {
        for (int i = 0; i < scans.size(); i++) trace.outcome(i, scans.get(i), field.process(scans.get(i)));
    }
}
