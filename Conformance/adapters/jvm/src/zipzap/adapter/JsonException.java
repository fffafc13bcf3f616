package zipzap.adapter;

/** A request line that is not the JSON (or not the shape) the protocol describes; the message says what and where. */
public final class JsonException extends Exception {
    public JsonException(String message) { super(message); }
}
