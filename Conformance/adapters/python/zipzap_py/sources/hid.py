"""Other HID scanners, keyboard wedges (SPEC C-10): keys collect in an entry that a terminator validates."""

from ..trace import discard_entry, outcome_entry
from ..values import value_from_json
from .clock import Clock, elapsed

CARRIAGE_RETURN, LINE_FEED, TAB, GROUP_SEPARATOR = 0x0D, 0x0A, 0x09, b"\x1d"


def run(field, events, configuration):
    terminators = {CARRIAGE_RETURN, LINE_FEED} | ({TAB} if configuration.get("tabIsTerminator", False) else set())
    substitute = configuration.get("fnc1Substitute")
    substitute = value_from_json(substitute) if substitute is not None else None
    burst = _scan_burst(configuration)
    maximum = configuration.get("maximumEntryLength", 4096)
    clock, entry, key_times, overflowed, trace = Clock(), bytearray(), [], False, []
    for number, event in enumerate(events):
        time = clock.see(event["time"])
        for byte in value_from_json(event["bytes"]):
            if byte in terminators:
                # C-10.5: an empty entry does nothing; C-10.7: the terminator of an overflowed one neither.
                if entry and not overflowed:
                    trace.extend(_validate(field, number, time, bytes(entry), key_times, burst, substitute))
                entry.clear()
                key_times.clear()
                overflowed = False
            elif overflowed:
                continue
            elif len(entry) >= maximum:
                trace.append(discard_entry(number, bytes(entry), "overflow"))
                entry.clear()
                key_times.clear()
                overflowed = True
            else:
                entry.append(byte)
                key_times.append(time)
    return trace


def _scan_burst(configuration):
    """(maximumKeyGap, minimumLength), or None when `scanBurst` is null (C-10.6)."""
    if "scanBurst" in configuration and configuration["scanBurst"] is None:
        return None
    settings = configuration.get("scanBurst") or {}
    return settings.get("maximumKeyGap", 50), settings.get("minimumLength", 4)


def _validate(field, number, time, entry, key_times, burst, substitute):
    entries = []
    if burst is not None:
        maximum_gap, minimum_length = burst
        start = _last_burst_start(key_times, maximum_gap)
        if start > 0 and len(entry) - start >= minimum_length and elapsed(time, key_times[-1]) <= maximum_gap:
            entries.append(discard_entry(number, entry[:start], "typedBeforeScan"))
            entry = entry[start:]
    if substitute:
        entry = entry.replace(substitute, GROUP_SEPARATOR)  # left to right, without overlap (C-10.4)
    entries.append(outcome_entry(number, field.run(entry, None), entry, None))
    return entries


def _last_burst_start(key_times, maximum_gap):
    start = 0
    for index in range(1, len(key_times)):
        if elapsed(key_times[index], key_times[index - 1]) > maximum_gap:
            start = index
    return start
