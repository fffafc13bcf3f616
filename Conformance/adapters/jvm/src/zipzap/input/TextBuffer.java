package zipzap.input;

import java.util.Arrays;

/**
 * The typed text as a gap buffer: an edit moves the gap to its offset and works there, so edits near the previous
 * one cost what they change rather than the whole text (a 4 MB text deleted byte by byte from its start is linear).
 */
final class TextBuffer {
    private byte[] bytes;
    private int gapStart, gapEnd;

    TextBuffer(byte[] text) { set(text); }

    int length() { return bytes.length - (gapEnd - gapStart); }

    /** Replaces the whole text. */
    void set(byte[] text) {
        bytes = Arrays.copyOf(text, text.length + 64);
        gapStart = text.length;
        gapEnd = bytes.length;
    }

    /** Removes {@code count} bytes at {@code offset}, then inserts {@code insert[0, kept)} there; the range is valid. */
    void replace(int offset, int count, byte[] insert, int kept) {
        moveGap(offset);
        gapEnd += count;
        if (gapEnd - gapStart < kept) grow(kept);
        System.arraycopy(insert, 0, bytes, gapStart, kept);
        gapStart += kept;
    }

    byte[] toArray() {
        byte[] out = new byte[length()];
        System.arraycopy(bytes, 0, out, 0, gapStart);
        System.arraycopy(bytes, gapEnd, out, gapStart, bytes.length - gapEnd);
        return out;
    }

    private void moveGap(int offset) {
        if (offset < gapStart) {
            int n = gapStart - offset;
            System.arraycopy(bytes, offset, bytes, gapEnd - n, n);
            gapStart = offset;
            gapEnd -= n;
        } else if (offset > gapStart) {
            int n = offset - gapStart;
            System.arraycopy(bytes, gapEnd, bytes, gapStart, n);
            gapStart = offset;
            gapEnd += n;
        }
    }

    private void grow(int room) {
        int tail = bytes.length - gapEnd;
        long size = Math.max((long) bytes.length * 2, (long) length() + room + 64);
        if (size > Integer.MAX_VALUE - 8) throw new IllegalStateException("a text above 2 GiB");
        byte[] next = new byte[(int) size];
        System.arraycopy(bytes, 0, next, 0, gapStart);
        System.arraycopy(bytes, gapEnd, next, next.length - tail, tail);
        gapEnd = next.length - tail;
        bytes = next;
    }
}
