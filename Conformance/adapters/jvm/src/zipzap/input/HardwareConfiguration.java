package zipzap.input;

/** The ZipZap scan engine's parameters (SPEC C-9); {@code signalRepeatInterval} null signals once per aim (C-9.5). */
public record HardwareConfiguration(long aimGap, long minimumDecodes, long minimumAimDuration, Long signalRepeatInterval) {
    public static final HardwareConfiguration DEFAULT = new HardwareConfiguration(300, 3, 500, 2000L);
}
