"""ZipZap hardware (SPEC C-9): decodes form aims; the first decode runs the field; a refused aim signals."""

from ..trace import outcome_entry, signal_entry
from ..values import value_from_json
from .clock import Clock, elapsed


class _Aim:
    def __init__(self, key, time, rejected):
        self.key = key
        self.first_time = time
        self.last_time = time
        self.decodes = 1
        self.rejected = rejected
        self.signals = 0
        self.last_signal_time = None


def run(field, events, configuration):
    aim_gap = configuration.get("aimGap", 300)
    minimum_decodes = configuration.get("minimumDecodes", 3)
    minimum_duration = configuration.get("minimumAimDuration", 500)
    repeat_interval = configuration.get("signalRepeatInterval", 2000)
    clock, aim, trace = Clock(), None, []
    for number, event in enumerate(events):
        time = clock.see(event["time"])
        data, barcode_type = value_from_json(event["value"]), event["type"]
        key = (barcode_type, data)
        if aim is not None and aim.key == key and elapsed(time, aim.last_time) <= aim_gap:
            aim.decodes += 1
            aim.last_time = time
        else:
            outcome = field.run(data, barcode_type)
            trace.append(outcome_entry(number, outcome, data, barcode_type))
            aim = _Aim(key, time, outcome.kind == "reject")
        # The first decode counts too: with minimumDecodes 1 and no minimum duration it signals at once (C-9.4).
        if aim.rejected and _signals_now(aim, time, minimum_decodes, minimum_duration, repeat_interval):
            aim.signals += 1
            aim.last_signal_time = time
            trace.append(signal_entry(number, data, barcode_type, aim.signals))
    return trace


def _signals_now(aim, time, minimum_decodes, minimum_duration, repeat_interval):
    """SPEC C-9.4 (keeps aiming) and C-9.5 (repeats, none when the interval is null)."""
    if aim.signals == 0:
        return aim.decodes >= minimum_decodes and elapsed(time, aim.first_time) >= minimum_duration
    return repeat_interval is not None and elapsed(time, aim.last_signal_time) >= repeat_interval
