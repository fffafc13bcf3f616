package zipzap.adapter;

import java.util.LinkedHashMap;
import java.util.Map;
import zipzap.field.ConfigurationError;
import zipzap.field.Field;
import zipzap.gs1.GS1;
import zipzap.input.Trace;

/**
 * Answers `run` and `gs1Parse` requests (PROTOCOL.md, "Responses"). A request the port fails on is an `error`
 * response and the adapter stays up: a failed class initializer or a stack overflow is reported, not fatal.
 */
final class Requests {
    private Requests() {}

    static Map<String, Object> run(Members request) throws JsonException {
        Object seq = request.raw("seq");
        try {
            Field field;
            try {
                field = FieldDecoder.decode(request.object("field"));
            } catch (ConfigurationError e) {
                return configurationError(seq, e);
            }
            Trace trace = new Trace();
            Sources.run(request.text("source"), field, request, trace);
            Map<String, Object> r = response("result", seq);
            r.put("trace", trace.entries());
            r.put("value", field.value());
            return r;
        } catch (JsonException e) {
            return error(seq, "bad request: " + e.getMessage());
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            return error(seq, e.toString());
        }
    }

    static Map<String, Object> gs1Parse(Members request) throws JsonException {
        Object seq = request.raw("seq");
        try {
            byte[] input = request.value("input");
            String form = request.text("form");
            Members o = request.has("options") ? request.object("options") : new Members(Map.of(), "options");
            byte[] substitutes = o.has("separatorSubstitutes") ? o.value("separatorSubstitutes") : null;
            long year = o.integer("referenceYear", 2026);
            if (year < Integer.MIN_VALUE || year > Integer.MAX_VALUE) throw new JsonException("referenceYear out of range");
            String outcome = GS1.parseOutcomeJSON(input, form, o.bool("checkRequisites", true),
                    o.bool("checkExclusions", true), o.bool("rejectConflictingDuplicates", true), substitutes, (int) year);
            Map<String, Object> r = response("result", seq);
            r.put("gs1", new JsonWriter.Raw(outcome));
            return r;
        } catch (JsonException e) {
            return error(seq, "bad request: " + e.getMessage());
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            return error(seq, e.toString());
        }
    }

    static Map<String, Object> error(Object seq, String message) {
        Map<String, Object> r = response("error", seq);
        r.put("message", message);
        return r;
    }

    private static Map<String, Object> configurationError(Object seq, ConfigurationError e) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("position", e.position);
        error.put("rule", e.rule);
        error.put("reason", e.reason);
        if (e.offset != null) error.put("offset", e.offset);
        error.put("message", e.getMessage());
        Map<String, Object> r = response("configurationError", seq);
        r.put("error", error);
        return r;
    }

    private static Map<String, Object> response(String type, Object seq) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("type", type);
        r.put("seq", seq);
        return r;
    }
}
