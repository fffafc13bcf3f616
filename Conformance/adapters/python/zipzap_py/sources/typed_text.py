"""Typing (SPEC C-11): byte-offset edits on the field's text; only `submit` validates."""

from ..trace import discard_entry, outcome_entry
from ..values import value_from_json


def run(field, events, configuration):
    maximum = configuration.get("maximumTextLength", 4096)
    # The text never holds more than the maximum, not even a longer bound value (as the reference does); a maximum of
    # 0 or less allows nothing (C-12.6), which a negative slice bound would not say.
    text = (field.bound or b"")[:max(maximum, 0)]
    trace = []
    for number, event in enumerate(events):
        kind = event["kind"]
        if kind == "submit":
            outcome = field.run(text, None)
            trace.append(outcome_entry(number, outcome, text, None))
            if outcome.kind == "write":
                text = outcome.value
            continue
        if kind not in ("insert", "delete", "replace"):
            raise ValueError(f"unknown typing event {kind!r}")
        offset = min(max(event["offset"], 0), len(text))
        count = max(event.get("count", 0), 0) if kind != "insert" else 0
        end = min(offset + count, len(text))
        inserted = value_from_json(event["text"]) if kind != "delete" else b""
        room = max(maximum - (len(text) - (end - offset)), 0)
        kept, overflow = inserted[:room], inserted[room:]
        text = text[:offset] + kept + text[end:]
        if overflow:
            trace.append(discard_entry(number, overflow, "overflow"))
    return trace
