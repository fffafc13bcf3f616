package zipzap.gs1;

import java.util.Arrays;

/** A growable run of bytes, for decoded values (`\(` and percent-escapes); unsynchronized, unlike
 *  ByteArrayOutputStream. */
final class ByteBuffer {
    private byte[] bytes;
    private int size;

    ByteBuffer(int capacity) {
        bytes = new byte[Math.max(capacity, 8)];
    }

    void add(int b) {
        if (size == bytes.length) bytes = Arrays.copyOf(bytes, size * 2);
        bytes[size++] = (byte) b;
    }

    int size() {
        return size;
    }

    byte[] toArray() {
        return Arrays.copyOf(bytes, size);
    }
}
