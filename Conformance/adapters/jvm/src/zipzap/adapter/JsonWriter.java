package zipzap.adapter;

import java.util.List;
import java.util.Map;
import zipzap.field.Utf8;

/**
 * Writes one response line. Accepts {@code Map<String, ?>}, {@code List<?>}, {@code String} (text), {@code byte[]}
 * (a value: a JSON string when its bytes are well-formed UTF-8, else {@code {"hex": ...}}), {@code Long},
 * {@code Integer}, {@code Boolean}, {@code null}, and {@link Raw} (JSON text written as is).
 */
public final class JsonWriter {
    /** JSON text produced elsewhere (the GS1 engine's outcome), inserted verbatim. */
    public record Raw(String json) {}

    private final StringBuilder out = new StringBuilder();

    private JsonWriter() {}

    public static String write(Object value) {
        JsonWriter w = new JsonWriter();
        w.value(value);
        return w.out.toString();
    }

    private void value(Object v) {
        if (v == null) out.append("null");
        else if (v instanceof Raw raw) out.append(raw.json());
        else if (v instanceof String s) text(s);
        else if (v instanceof byte[] bytes) bytes(bytes);
        else if (v instanceof Boolean || v instanceof Long || v instanceof Integer) out.append(v);
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
            text((String) e.getKey());
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
            text(new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
            return;
        }
        out.append("{\"hex\":\"");
        for (byte b : bytes) {
            out.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
        }
        out.append("\"}");
    }

    private void text(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
            }
        }
        out.append('"');
    }
}
