package zipzap.input;

import java.util.List;

/** The camera's input (SPEC C-8): a frame of detections, or `start`. */
public sealed interface CameraEvent {
    long time();

    record Frame(long time, List<Detection> detections) implements CameraEvent {}

    record Start(long time) implements CameraEvent {}
}
