package zipzap.input;

/**
 * A keyboard-wedge scanner's parameters (SPEC C-10): {@code fnc1Substitute} null for none; burst detection off when
 * {@code burstsDetected} is false (`scanBurst` null).
 */
public record HidConfiguration(boolean tabIsTerminator, byte[] fnc1Substitute, boolean burstsDetected,
                               long maximumKeyGap, long minimumLength, long maximumEntryLength) {
    public static final HidConfiguration DEFAULT = new HidConfiguration(false, null, true, 50, 4, 4096);
}
