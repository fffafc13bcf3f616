"""The `direct` source: each input event is one scan handed to the field (SPEC C-12.2)."""

from ..trace import outcome_entry
from ..values import value_from_json


def run(field, events, configuration):
    trace = []
    for number, event in enumerate(events):
        data, reported_type = value_from_json(event["value"]), event.get("type")
        trace.append(outcome_entry(number, field.run(data, reported_type), data, reported_type))
    return trace
