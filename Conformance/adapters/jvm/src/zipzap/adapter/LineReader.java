package zipzap.adapter;

import java.io.IOException;
import java.io.InputStream;
import zipzap.field.ByteBuilder;

/** Reads request lines as bytes (PROTOCOL.md: one JSON object a line, lines of up to 16 MiB). */
final class LineReader {
    private final InputStream in;
    private final byte[] buffer = new byte[1 << 16];
    private int at, end;

    LineReader(InputStream in) { this.in = in; }

    /** The next line without its {@code \n}, or null at the end of the input. */
    byte[] next() throws IOException {
        ByteBuilder line = null;
        while (true) {
            if (at == end) {
                end = in.read(buffer);
                at = 0;
                if (end <= 0) {
                    end = 0;
                    return line == null ? null : line.toArray();
                }
            }
            int start = at;
            while (at < end && buffer[at] != '\n') at++;
            if (line == null) line = new ByteBuilder(at - start);
            line.append(buffer, start, at);
            if (at < end) {
                at++;
                return line.toArray();
            }
        }
    }
}
