package zipzap.adapter;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import zipzap.field.ByteBuilder;
import zipzap.field.Utf8;

/**
 * Writes one response line as UTF-8 bytes. Accepts {@code Map<String, ?>}, {@code List<?>}, {@code String} (text),
 * {@code byte[]} (a value: a JSON string when its bytes are well-formed UTF-8, else {@code {"hex": ...}}),
 * {@code Long}, {@code Integer}, {@code Boolean}, {@code null}, and {@link Raw} (JSON text written as is).
 */
public final class JsonWriter {
    /** JSON text produced elsewhere (the GS1 engine's outcome), inserted verbatim. */
    public record Raw(String json) {}

    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private final ByteBuilder out = new ByteBuilder(256);

    private JsonWriter() {}

    public static byte[] write(Object value) {
        JsonWriter w = new JsonWriter();
        w.value(value);
        return w.out.toArray();
    }

    private void value(Object v) {
        if (v == null) out.ascii("null");
        else if (v instanceof Raw raw) out.append(raw.json().getBytes(StandardCharsets.UTF_8));
        else if (v instanceof String s) string(s.getBytes(StandardCharsets.UTF_8));
        else if (v instanceof byte[] bytes) bytes(bytes);
        else if (v instanceof Boolean || v instanceof Long || v instanceof Integer) out.ascii(v.toString());
        else if (v instanceof Map<?, ?> map) object(map);
        else if (v instanceof List<?> list) array(list);
        else throw new IllegalArgumentException("cannot write " + v.getClass());
    }

    private void object(Map<?, ?> map) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (!first) out.append(',');
            first = false;
            value(e.getKey());
            out.append(':');
            value(e.getValue());
        }
        out.append('}');
    }

    private void array(List<?> list) {
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) out.append(',');
            value(list.get(i));
        }
        out.append(']');
    }

    private void bytes(byte[] bytes) {
        if (Utf8.isValid(bytes)) {
            string(bytes);
            return;
        }
        out.ascii("{\"hex\":\"");
        for (byte b : bytes) out.append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
        out.ascii("\"}");
    }

    /** Well-formed UTF-8 as a JSON string: runs without anything to escape are copied whole. */
    private void string(byte[] s) {
        out.append('"');
        int run = 0;
        for (int i = 0; i < s.length; i++) {
            int b = s[i] & 0xFF;
            if (b >= 0x20 && b != '"' && b != '\\') continue;
            out.append(s, run, i);
            run = i + 1;
            switch (b) {
                case '"': out.ascii("\\\""); break;
                case '\\': out.ascii("\\\\"); break;
                case '\n': out.ascii("\\n"); break;
                case '\r': out.ascii("\\r"); break;
                case '\t': out.ascii("\\t"); break;
                default: out.ascii("\\u00").append(HEX[b >> 4]).append(HEX[b & 0xF]);
            }
        }
        out.append(s, run, s.length);
        out.append('"');
    }
}
