package zipzap.input;

/** Keystrokes a keyboard delivered at {@code time}, in order (SPEC C-10). */
public record Keys(long time, byte[] bytes) {}
