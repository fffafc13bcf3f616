package zipzap.input;

/** The camera's parameters (SPEC C-8.3 to C-8.9), read literally at any value (C-12.6). */
public record CameraConfiguration(long pointX, long pointY, boolean keepScanning, long sightingTimeout,
                                  long maximumDetectionsPerFrame, long maximumSightings) {
    public static final CameraConfiguration DEFAULT = new CameraConfiguration(5000, 5000, false, 500, 100, 256);
}
