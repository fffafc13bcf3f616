package zipzap.adapter;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import zipzap.gs1.GS1;

/** The adapter's protocol loop (PROTOCOL.md): one JSON request a line in, one response a line out. */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws IOException {
        startWarmUp();
        LineReader in = new LineReader(System.in);
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        byte[] line;
        while ((line = in.next()) != null) {
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
            out.write(JsonWriter.write(response));
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

    /**
     * Loads the GS1 tables on a background thread while the runner sends its first request: loading them inside
     * that request's 2 s on a loaded machine can time it out. A request that needs them waits for the class to
     * finish initializing (the JVM's class initialization lock); a failure here is reported by that request.
     */
    private static void startWarmUp() {
        Thread warmUp = new Thread(() -> {
            try {
                GS1.carriedGTIN("0109520123456788".getBytes(StandardCharsets.US_ASCII), "gs1128");
            } catch (RuntimeException | LinkageError e) {
                // Reported by the first request that needs GS1, with the same cause.
            }
        }, "gs1-warm-up");
        warmUp.setDaemon(true);
        warmUp.start();
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
}
