"""The camera (SPEC C-8): frames of detections, read nearest the point of interest first, once per sighting."""

from ..barcode_types import DECLARATION_ORDER
from ..trace import mark_entry, outcome_entry, stop_entry
from ..values import value_from_json
from .clock import Clock, elapsed

VIEW_SIZE = 10_000


class _Sighting:
    def __init__(self, outcome, time):
        self.outcome = outcome
        self.last_read = time
        self.written = False


def run(field, events, configuration):
    point = configuration.get("pointOfInterest", {"x": 5000, "y": 5000})
    stops = configuration.get("afterWrite", "stop") == "stop"
    timeout = configuration.get("sightingTimeout", 500)
    maximum_detections = configuration.get("maximumDetectionsPerFrame", 100)
    maximum_sightings = configuration.get("maximumSightings", 256)
    clock, running, sightings, trace = Clock(), True, {}, []
    for number, event in enumerate(events):
        time = clock.see(event["time"])
        if event["kind"] == "start":
            running = True
            continue
        if event["kind"] != "frame":
            raise ValueError(f"unknown camera event {event['kind']!r}")
        if not running:
            continue
        winner = None
        for data, barcode_type, x, y in _reading_order(event["detections"], point, maximum_detections):
            key = (barcode_type, data)
            sighting = sightings.get(key)
            if sighting is None or elapsed(time, sighting.last_read) > timeout:
                sighting = sightings[key] = _Sighting(field.evaluate(data, barcode_type), time)
                if sighting.outcome.kind != "write":
                    trace.append(outcome_entry(number, sighting.outcome, data, barcode_type))
                if sighting.outcome.kind == "reject":
                    trace.append(mark_entry(number, data, barcode_type, x, y))
            sighting.last_read = time
            if winner is None and sighting.outcome.kind == "write":
                winner = (data, barcode_type, sighting)
        if winner is not None and not winner[2].written:
            data, barcode_type, sighting = winner
            trace.append(outcome_entry(number, field.bind(sighting.outcome), data, barcode_type))
            sighting.written = True
            if stops:
                trace.append(stop_entry(number))
                running = False
                sightings.clear()
        _forget_oldest(sightings, maximum_sightings)
    return trace


def _reading_order(detections, point, maximum):
    """Distinct barcodes in the order of SPEC C-8.3, each at its first position, at most `maximum` (C-8.9)."""
    def clamp(coordinate):
        return min(max(coordinate, 0), VIEW_SIZE)

    # The point of interest is moved onto the view as a detection's position is (C-8.50).
    point_x, point_y = clamp(point["x"]), clamp(point["y"])

    def order(detection):
        data, barcode_type, x, y = detection
        distance = (clamp(x) - point_x) ** 2 + (clamp(y) - point_y) ** 2
        return distance, DECLARATION_ORDER[barcode_type], data, x, y

    parsed = [(value_from_json(d["value"]), d["type"], d["x"], d["y"]) for d in detections]
    seen, ordered = set(), []
    for detection in sorted(parsed, key=order):
        if len(ordered) >= maximum:  # a bound of 0 or less reads nothing (C-12.6)
            break
        if (detection[1], detection[0]) in seen:
            continue
        seen.add((detection[1], detection[0]))
        ordered.append(detection)
    return ordered


def _forget_oldest(sightings, maximum):
    """SPEC C-8.9: the least recently read go first, ties by type then bytes."""
    excess = len(sightings) - maximum
    if excess <= 0:
        return
    oldest = sorted(sightings, key=lambda key: (sightings[key].last_read, DECLARATION_ORDER[key[0]], key[1]))
    for key in oldest[:excess]:
        del sightings[key]
