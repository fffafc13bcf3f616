package zipzap.adapter;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import zipzap.field.ByteBuilder;

/**
 * A JSON reader for one request line. Objects become {@code LinkedHashMap<String, Object>}, arrays
 * {@code List<Object>}, integers {@code Long} (exact: never through a double; one outside a long is a
 * {@code BigInteger}), other numbers {@code Double}, strings {@link JsonString} (their UTF-8 bytes: {@code \u0000}
 * is the byte 0, a lone surrogate escape is kept as its three generalized-UTF-8 bytes, never repaired).
 */
public final class Json {
    private final byte[] in;
    private int at;

    private Json(byte[] in) { this.in = in; }

    /** Parses one JSON text, or throws {@link JsonException} saying what is wrong and where. */
    public static Object parse(byte[] text) throws JsonException {
        Json reader = new Json(text);
        reader.skipSpace();
        Object value = reader.value(0);
        reader.skipSpace();
        if (reader.at != text.length) throw reader.error("trailing characters");
        return value;
    }

    private Object value(int depth) throws JsonException {
        if (depth > 10_000) throw error("nested too deeply");
        if (at >= in.length) throw error("unexpected end");
        byte b = in[at];
        switch (b) {
            case '{': return object(depth);
            case '[': return array(depth);
            case '"': return new JsonString(string());
            case 't': literal("true"); return Boolean.TRUE;
            case 'f': literal("false"); return Boolean.FALSE;
            case 'n': literal("null"); return null;
            default:
                if (b == '-' || (b >= '0' && b <= '9')) return number();
                throw error("unexpected character");
        }
    }

    private Map<String, Object> object(int depth) throws JsonException {
        Map<String, Object> members = new LinkedHashMap<>();
        at++;
        skipSpace();
        if (peek() == '}') { at++; return members; }
        while (true) {
            skipSpace();
            if (peek() != '"') throw error("expected a member name");
            String name = new JsonString(string()).text();
            skipSpace();
            expect(':');
            skipSpace();
            members.put(name, value(depth + 1));
            skipSpace();
            if (peek() == ',') { at++; continue; }
            expect('}');
            return members;
        }
    }

    private List<Object> array(int depth) throws JsonException {
        List<Object> items = new ArrayList<>();
        at++;
        skipSpace();
        if (peek() == ']') { at++; return items; }
        while (true) {
            skipSpace();
            items.add(value(depth + 1));
            skipSpace();
            if (peek() == ',') { at++; continue; }
            expect(']');
            return items;
        }
    }

    private byte[] string() throws JsonException {
        at++;
        int run = at;
        while (at < in.length && in[at] != '"' && in[at] != '\\') at++;
        if (at < in.length && in[at] == '"') return java.util.Arrays.copyOfRange(in, run, at++);
        ByteBuilder out = new ByteBuilder(at - run + 16);
        out.append(in, run, at);
        while (true) {
            if (at >= in.length) throw error("unterminated string");
            byte b = in[at++];
            if (b == '"') return out.toArray();
            if (b != '\\') { out.append(b); continue; }
            if (at >= in.length) throw error("unterminated escape");
            byte e = in[at++];
            switch (e) {
                case '"': case '\\': case '/': out.append(e); break;
                case 'b': out.append('\b'); break;
                case 'f': out.append('\f'); break;
                case 'n': out.append('\n'); break;
                case 'r': out.append('\r'); break;
                case 't': out.append('\t'); break;
                case 'u': writeCodePoint(out, unicodeEscape()); break;
                default: throw error("invalid escape");
            }
        }
    }

    /** A {@code \}{@code uXXXX} escape, joined with a following low-surrogate escape when it is a high surrogate. */
    private int unicodeEscape() throws JsonException {
        int unit = hex4();
        if (unit >= 0xD800 && unit <= 0xDBFF && at + 1 < in.length && in[at] == '\\' && in[at + 1] == 'u') {
            int save = at;
            at += 2;
            int low = hex4();
            if (low >= 0xDC00 && low <= 0xDFFF) return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
            at = save;
        }
        return unit;
    }

    private int hex4() throws JsonException {
        if (at + 4 > in.length) throw error("short \\u escape");
        int v = 0;
        for (int i = 0; i < 4; i++) {
            int d = Character.digit(in[at++], 16);
            if (d < 0) throw error("invalid \\u escape");
            v = v * 16 + d;
        }
        return v;
    }

    private static void writeCodePoint(ByteBuilder out, int cp) {
        if (cp < 0x80) {
            out.append(cp);
        } else if (cp < 0x800) {
            out.append(0xC0 | cp >> 6);
            out.append(0x80 | cp & 0x3F);
        } else if (cp < 0x10000) {
            out.append(0xE0 | cp >> 12);
            out.append(0x80 | cp >> 6 & 0x3F);
            out.append(0x80 | cp & 0x3F);
        } else {
            out.append(0xF0 | cp >> 18);
            out.append(0x80 | cp >> 12 & 0x3F);
            out.append(0x80 | cp >> 6 & 0x3F);
            out.append(0x80 | cp & 0x3F);
        }
    }

    private Object number() throws JsonException {
        int start = at;
        if (peek() == '-') at++;
        boolean integral = true;
        while (at < in.length) {
            byte b = in[at];
            if (b >= '0' && b <= '9') { at++; continue; }
            if (b == '.' || b == 'e' || b == 'E' || b == '+' || b == '-') { integral = false; at++; continue; }
            break;
        }
        String text = new String(in, start, at - start, java.nio.charset.StandardCharsets.US_ASCII);
        try {
            if (integral) {
                BigInteger big = new BigInteger(text);
                return big.bitLength() < 64 ? (Object) big.longValue() : big;
            }
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw error("invalid number");
        }
    }

    private void literal(String word) throws JsonException {
        for (int i = 0; i < word.length(); i++) {
            if (at >= in.length || in[at] != word.charAt(i)) throw error("invalid literal");
            at++;
        }
    }

    private void expect(char c) throws JsonException {
        if (peek() != c) throw error("expected '" + c + "'");
        at++;
    }

    private int peek() { return at < in.length ? in[at] : -1; }

    private void skipSpace() {
        while (at < in.length && (in[at] == ' ' || in[at] == '\t' || in[at] == '\n' || in[at] == '\r')) at++;
    }

    private JsonException error(String what) { return new JsonException(what + " at byte " + at); }
}
