#!/usr/bin/env python3
"""Random comparison of two adapters on `matches` patterns: refusals (reason and offset, SPEC C-4.20) and answers.

    python3 compare_patterns.py --count 20000 --seed 1 \\
        --reference '.build/debug/zipzap-conformance adapter' \\
        --candidate '/tmp/venv/bin/python Conformance/adapters/python/zipzap_adapter.py'

Draws short patterns from metacharacter-heavy tokens, sends each to both adapters as one `direct` vector with a
`matches` rule and a few scans, and prints every pattern on which the answers differ (first 20, then a count).
Exit 0 when none differ, 1 otherwise. Standard library only.
"""

import argparse
import json
import random
import shlex
import subprocess

TOKENS = [
    "a", "b", "0", "9", "-", ",", ":", "=", "!", "<", "&", "~", "/", "é", " ",
    "\\", ".", "^", "$", "|", "(", ")", "[", "]", "{", "}", "*", "+", "?",
    "\\d", "\\w", "\\s", "\\D", "\\b", "\\1", "\\x4", "\\x41", "\\u00e9", "\\uD800", "\\u{41}", "\\Q", "\\-", "\\]",
    "(?:", "(?=", "(?i)", "[^", "[:", "[=", "&&", "--", "{2}", "{1,3}", "{3,2}", "{,2}", "{1001}", "a-z", "z-a",
]
VALUES = ["", "ab0", "a-b\n", "é9 ]"]


def random_pattern(rng):
    return "".join(rng.choice(TOKENS) for _ in range(rng.randint(1, 10)))


def request(seq, pattern):
    field = {"normalization": "none", "rules": [{"rule": "matches", "pattern": pattern}], "initialValue": None}
    events = [{"kind": "scan", "value": value} for value in VALUES]
    return {"type": "run", "seq": seq, "id": f"RANDOM-{seq}", "field": field, "source": "direct", "events": events}


def answers(command, lines):
    """Every answer of one adapter process to the requests, by seq."""
    text = "\n".join(json.dumps(line, ensure_ascii=False) for line in lines) + "\n"
    output = subprocess.run(shlex.split(command), input=text, capture_output=True, text=True, check=False).stdout
    replies = {}
    for line in output.splitlines():
        reply = json.loads(line)
        if "seq" in reply:
            reply.pop("message", None)
            if isinstance(reply.get("error"), dict):
                reply["error"].pop("message", None)
            replies[reply["seq"]] = reply
    return replies


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reference", required=True)
    parser.add_argument("--candidate", required=True)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    patterns = [random_pattern(rng) for _ in range(options.count)]
    lines = [{"type": "start", "protocolVersion": 1, "suiteVersion": "0"}]
    lines += [request(seq, pattern) for seq, pattern in enumerate(patterns, 1)]
    lines.append({"type": "stop"})
    expected, actual = answers(options.reference, lines), answers(options.candidate, lines)
    differing = [(seq, pattern) for seq, pattern in enumerate(patterns, 1) if expected.get(seq) != actual.get(seq)]
    refused = sum(1 for reply in expected.values() if reply.get("type") == "configurationError")
    for seq, pattern in differing[:20]:
        print(f"{pattern!r}\n  reference: {json.dumps(expected.get(seq))}\n  candidate: {json.dumps(actual.get(seq))}")
    print(f"{len(patterns)} patterns (seed {options.seed}), {refused} refused by the reference: {len(differing)} differ")
    return 1 if differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
