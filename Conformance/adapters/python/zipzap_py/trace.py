"""Trace entries (SPEC C-12.2): what every source reports, compared by the runner as data."""

from .values import value_to_json


def scan_json(data, reported_type):
    """A scan as the source delivered it: its bytes and its type, absent when unknown."""
    scan = {"value": value_to_json(data)}
    if reported_type is not None:
        scan["type"] = reported_type
    return scan


def outcome_entry(event, outcome, data, reported_type):
    """The `write`, `reject` or `ignore` entry of one scan run through the field."""
    entry = {"event": event, "kind": outcome.kind, "scan": scan_json(data, reported_type)}
    if outcome.kind == "write":
        entry["value"] = value_to_json(outcome.value)
        entry["changed"] = outcome.changed
    elif outcome.kind == "reject":
        entry["step"] = outcome.step
        if outcome.position is not None:
            entry["position"] = outcome.position
    else:
        entry["type"] = outcome.type
    return entry


def mark_entry(event, data, reported_type, x, y):
    return {"event": event, "kind": "mark", "scan": scan_json(data, reported_type), "position": {"x": x, "y": y}}


def signal_entry(event, data, reported_type, count):
    return {"event": event, "kind": "signal", "scan": scan_json(data, reported_type), "count": count}


def discard_entry(event, data, reason):
    return {"event": event, "kind": "discard", "bytes": value_to_json(data), "reason": reason}


def stop_entry(event):
    return {"event": event, "kind": "stop"}
