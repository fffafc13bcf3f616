"""The sources of SPEC C-8 to C-12: each a pure state machine from input events to trace entries."""

from . import camera, direct, hardware, hid, typed_text

# Each runs the events through the field and returns the trace: run(field, events, configuration).
SOURCES = {
    "direct": direct.run,
    "camera": camera.run,
    "hardware": hardware.run,
    "hid": hid.run,
    "typing": typed_text.run,
}
