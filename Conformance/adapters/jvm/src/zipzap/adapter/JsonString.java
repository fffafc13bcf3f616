package zipzap.adapter;

import java.nio.charset.StandardCharsets;

/** A JSON string as its bytes (SPEC C-1.2: values are bytes, NUL included). */
public record JsonString(byte[] bytes) {
    /** The text, for member names and enumeration values (which are ASCII). */
    public String text() { return new String(bytes, StandardCharsets.UTF_8); }
}
