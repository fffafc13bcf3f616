package zipzap.input;

import java.util.Arrays;
import java.util.List;
import zipzap.field.Field;
import zipzap.field.Outcome;
import zipzap.field.Scan;

/** The typing model (SPEC C-11): a bounded text edited in bytes, validated only on submit. */
public final class Typing {
    private final Field field;
    private final long maximumTextLength;
    private final Trace trace;
    private final TextBuffer text;

    /** The text starts as the bound value, cut to the bound (C-11.1, C-11.3). */
    public Typing(Field field, long maximumTextLength, Trace trace) {
        this.field = field;
        this.maximumTextLength = maximumTextLength;
        this.trace = trace;
        byte[] bound = field.value() == null ? new byte[0] : field.value();
        this.text = new TextBuffer(Arrays.copyOf(bound, (int) Math.max(0, Math.min(bound.length, maximumTextLength))));
    }

    public void run(List<Edit> edits) {
        for (int i = 0; i < edits.size(); i++) {
            if (edits.get(i) instanceof Edit.Replace r) replace(i, r);
            else submit(i);
        }
    }

    /** Clamp, remove, then insert what fits (C-11.2, C-11.7). */
    private void replace(int event, Edit.Replace r) {
        int length = text.length();
        int offset = (int) Math.max(0, Math.min(length, r.offset()));
        int count = (int) Math.max(0, Math.min(length - offset, r.count()));
        long room = Math.max(0, maximumTextLength - (length - count));
        int kept = (int) Math.min(r.text().length, room);
        if (kept < r.text().length) trace.discard(event, Arrays.copyOfRange(r.text(), kept, r.text().length), "overflow");
        text.replace(offset, count, r.text(), kept);
    }

    /** Validates the text as a scan of unknown type; on acceptance the text is the written value in full (C-11.4, D2). */
    private void submit(int event) {
        Scan scan = new Scan(text.toArray(), null);
        Outcome outcome = field.process(scan);
        trace.outcome(event, scan, outcome);
        if (outcome instanceof Outcome.Written w) text.set(w.value());
    }
}
