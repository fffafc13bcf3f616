package zipzap.adapter;

import java.util.List;
import java.util.Map;

/** Typed reads of a request object's members; a missing or mistyped member is a {@link JsonException} naming it. */
final class Members {
    private final Map<String, Object> map;
    private final String where;

    Members(Object object, String where) throws JsonException {
        if (!(object instanceof Map<?, ?>)) throw new JsonException(where + " is not an object");
        @SuppressWarnings("unchecked") Map<String, Object> m = (Map<String, Object>) object;
        this.map = m;
        this.where = where;
    }

    boolean has(String name) { return map.containsKey(name); }

    Object raw(String name) { return map.get(name); }

    String text(String name) throws JsonException {
        Object v = map.get(name);
        if (!(v instanceof JsonString s)) throw wrong(name, "a string");
        return s.text();
    }

    /** A value (SPEC C-1.2): a JSON string's bytes, or {@code {"hex": ...}} decoded. */
    byte[] value(String name) throws JsonException { return valueOf(map.get(name), where + "." + name); }

    static byte[] valueOf(Object v, String where) throws JsonException {
        if (v instanceof JsonString s) return s.bytes();
        if (v instanceof Map<?, ?> m && m.get("hex") instanceof JsonString hex) return decodeHex(hex.text(), where);
        throw new JsonException(where + " is not a value (a string or {\"hex\": ...})");
    }

    long integer(String name) throws JsonException {
        Object v = map.get(name);
        if (!(v instanceof Long l)) throw wrong(name, "an integer within ±(2^63-1)");
        return l;
    }

    long integer(String name, long absent) throws JsonException { return has(name) ? integer(name) : absent; }

    boolean bool(String name, boolean absent) throws JsonException {
        if (!has(name)) return absent;
        if (!(map.get(name) instanceof Boolean b)) throw wrong(name, "a boolean");
        return b;
    }

    List<?> list(String name) throws JsonException {
        if (!(map.get(name) instanceof List<?> l)) throw wrong(name, "an array");
        return l;
    }

    Members object(String name) throws JsonException { return new Members(map.get(name), where + "." + name); }

    private JsonException wrong(String name, String what) {
        return new JsonException(where + "." + name + " is not " + what);
    }

    private static byte[] decodeHex(String hex, String where) throws JsonException {
        if (hex.length() % 2 != 0) throw new JsonException(where + ": odd number of hex digits");
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = Character.digit(hex.charAt(2 * i), 16), lo = Character.digit(hex.charAt(2 * i + 1), 16);
            if (hi < 0 || lo < 0) throw new JsonException(where + ": not a hex digit at " + 2 * i);
            out[i] = (byte) (hi << 4 | lo);
        }
        return out;
    }
}
