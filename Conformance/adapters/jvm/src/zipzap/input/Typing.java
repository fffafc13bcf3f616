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
    private byte[] text;

    /** The text starts as the bound value, cut to the bound (C-11.1, C-11.3). */
    public Typing(Field field, long maximumTextLength, Trace trace) {
        this.field = field;
        this.maximumTextLength = maximumTextLength;
        this.trace = trace;
        byte[] bound = field.value() == null ? new byte[0] : field.value();
        this.text = Arrays.copyOf(bound, (int) Math.max(0, Math.min(bound.length, maximumTextLength)));
    }

    public void run(List<Edit> edits) {
        for (int i = 0; i < edits.size(); i++) {
            if (edits.get(i) instanceof Edit.Replace r) replace(i, r);
            else submit(i);
        }
    }

    /** Clamp, remove, then insert what fits (C-11.2, C-11.7). */
    private void replace(int event, Edit.Replace r) {
        int offset = (int) Math.max(0, Math.min(text.length, r.offset()));
        int count = (int) Math.max(0, Math.min(text.length - offset, r.count()));
        int remaining = text.length - count;
        long room = Math.max(0, maximumTextLength - remaining);
        int kept = (int) Math.min(r.text().length, room);
        if (kept < r.text().length) trace.discard(event, Arrays.copyOfRange(r.text(), kept, r.text().length), "overflow");
        byte[] next = new byte[remaining + kept];
        System.arraycopy(text, 0, next, 0, offset);
        System.arraycopy(r.text(), 0, next, offset, kept);
        System.arraycopy(text, offset + count, next, offset + kept, text.length - offset - count);
        text = next;
    }

    /** Validates the text as a scan of unknown type; on acceptance the text is the written value in full (C-11.4, D2). */
    private void submit(int event) {
        Scan scan = new Scan(text, null);
        Outcome outcome = field.process(scan);
        trace.outcome(event, scan, outcome);
        if (outcome instanceof Outcome.Written w) text = w.value();
    }
}
