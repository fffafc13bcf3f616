package zipzap.adapter;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** The adapter's protocol loop (PROTOCOL.md): one JSON request a line in, one response a line out. */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws IOException {
        InputStream in = new BufferedInputStream(System.in, 1 << 16);
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        byte[] line;
        while ((line = readLine(in)) != null) {
            if (line.length == 0) continue;
            Map<String, Object> response;
            try {
                Members request = new Members(Json.parse(line), "request");
                String type = request.text("type");
                if (type.equals("stop")) break;
                response = answer(type, request);
            } catch (JsonException e) {
                response = Requests.error(null, "bad request: " + e.getMessage());
            }
            out.write(JsonWriter.write(response).getBytes(StandardCharsets.UTF_8));
            out.write('\n');
            out.flush();
        }
        out.flush();
    }

    private static Map<String, Object> answer(String type, Members request) throws JsonException {
        switch (type) {
            case "start": return started();
            case "run": return Requests.run(request);
            case "gs1Parse": return Requests.gs1Parse(request);
            default: throw new JsonException("unknown request type " + type);
        }
    }

    private static Map<String, Object> started() {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("type", "started");
        r.put("protocolVersion", 1);
        Map<String, Object> implementation = new LinkedHashMap<>();
        implementation.put("name", "zipzap-jvm");
        implementation.put("version", "0.1.0");
        r.put("implementation", implementation);
        r.put("capabilities", Capabilities.all());
        return r;
    }

    /** One line without its {@code \n} (a {@code \r} before it is kept: JSON treats it as space), or null at the end. */
    private static byte[] readLine(InputStream in) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            if (b == '\n') return buf.toByteArray();
            buf.write(b);
        }
        return buf.size() == 0 ? null : buf.toByteArray();
    }
}
