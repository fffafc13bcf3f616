package zipzap.field;

import java.util.Arrays;

/** A growable byte array without the locking of {@code ByteArrayOutputStream}: values can be megabytes (C-6.6). */
public final class ByteBuilder {
    private byte[] bytes;
    private int size;

    public ByteBuilder() { this(64); }

    public ByteBuilder(int capacity) { bytes = new byte[Math.max(16, capacity)]; }

    public int size() { return size; }

    public void clear() { size = 0; }

    public ByteBuilder append(int b) {
        if (size == bytes.length) grow(1);
        bytes[size++] = (byte) b;
        return this;
    }

    public ByteBuilder append(byte[] src, int from, int to) {
        int n = to - from;
        if (size + n > bytes.length) grow(n);
        System.arraycopy(src, from, bytes, size, n);
        size += n;
        return this;
    }

    public ByteBuilder append(byte[] src) { return append(src, 0, src.length); }

    /** ASCII text (JSON punctuation, names, numbers). */
    public ByteBuilder ascii(String s) {
        for (int i = 0; i < s.length(); i++) append(s.charAt(i));
        return this;
    }

    public byte[] toArray() { return Arrays.copyOf(bytes, size); }

    private void grow(int more) {
        long wanted = Math.max((long) bytes.length * 2, (long) size + more);
        if (wanted > Integer.MAX_VALUE - 8) throw new IllegalStateException("a value above 2 GiB");
        bytes = Arrays.copyOf(bytes, (int) wanted);
    }
}
