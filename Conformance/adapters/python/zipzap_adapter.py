#!/usr/bin/env python3
"""The Python adapter of the ZipZap conformance suite: JSON lines on stdin/stdout (Conformance/PROTOCOL.md).

Run it with the Python of a virtual environment that has requirements.txt installed:
    python zipzap_adapter.py
"""

import json
import os
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from zipzap_py import gs1_parse  # noqa: E402
from zipzap_py.field import Field, FieldRefused  # noqa: E402
from zipzap_py.normalization import FORMS  # noqa: E402
from zipzap_py.sources import SOURCES  # noqa: E402
from zipzap_py.values import value_to_json  # noqa: E402

PROTOCOL_VERSION = 1
IMPLEMENTATION = {"name": "zipzap-python (biip 5.2.0, python-stdnum 2.2)", "version": "0.1.0"}
CAPABILITIES = {
    "sources": sorted(SOURCES),
    "rules": ["checkDigit", "custom", "gs1", "length", "matches"],
    "normalizations": list(FORMS),
    "fixtures": ["assetTag", "mod97", "typeIs"],
    # The gs1 switches are listed: biip has none of the three checks, so with a check switched off it does what the
    # spec asks (README, "GS1"); with it on, the expectations list names the vectors it fails.
    "features": ["configurationErrors", "gs1NoDuplicateCheck", "gs1NoExclusions", "gs1NoRequisites", "gtinFromGS1Data",
                 "typeFilter"],
    "gs1Parse": gs1_parse.CAPABILITY,
}


def run_vector(request):
    field = Field(request["field"])
    source = SOURCES.get(request["source"])
    if source is None:
        raise ValueError(f"unknown source {request['source']!r}")
    trace = source(field, request["events"], request.get("sourceConfiguration") or {})
    return {"trace": trace, "value": None if field.bound is None else value_to_json(field.bound)}


def answer(request):
    kind = request.get("type")
    if kind == "start":
        return {"type": "started", "protocolVersion": PROTOCOL_VERSION, "implementation": IMPLEMENTATION,
                "capabilities": CAPABILITIES}
    if kind in ("run", "gs1Parse"):
        seq = request.get("seq")
        try:
            if kind == "gs1Parse":
                return {"type": "result", "seq": seq, "gs1": gs1_parse.parse(request)}
            return {"type": "result", "seq": seq, **run_vector(request)}
        except FieldRefused as refused:  # a configuration error is an answer, not a failure (PROTOCOL.md)
            return {"type": "configurationError", "seq": seq, "error": refused.error}
        except Exception as error:  # never crash on a vector: report it and stay up (PROTOCOL.md, "error")
            traceback.print_exc(file=sys.stderr)
            return {"type": "error", "seq": seq, "message": f"{type(error).__name__}: {error}"}
    return None


def main():
    # mod_97_10 converts the digits to an int; values may be longer than Python's default 4300-digit limit.
    sys.set_int_max_str_digits(0)
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError as error:
            print(f"not a JSON request, ignored: {error}", file=sys.stderr)
            continue
        if not isinstance(request, dict):
            print("not a JSON object, ignored", file=sys.stderr)
            continue
        if request.get("type") == "stop":
            break
        response = answer(request)
        if response is not None:
            sys.stdout.write(json.dumps(response, ensure_ascii=False) + "\n")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
