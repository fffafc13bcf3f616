"""The Python side of Benchmarks/compare: times biip and python-stdnum on Benchmarks/inputs.json and prints them
beside this package's figures (the JSON of `zipzap-conformance bench --json --inputs`).

usage: compare.py INPUTS.json SWIFT.json [--rounds N]
"""
import json
import platform
import statistics
import sys
import time
from importlib.metadata import version

import biip
import stdnum.ean
import stdnum.gs1_128
from biip.gs1_digital_link_uris import GS1DigitalLinkURI
from biip.gs1_messages import GS1Message
from biip.gtin import Gtin

# What each library does with each input list of inputs.json: its nearest public entry point. Every one parses
# and validates (a bad check digit, date or structure raises or returns False).
COMPETITORS = {
    "GTIN-13 check digit": [("biip", "Gtin.parse", Gtin.parse), ("python-stdnum", "ean.is_valid", stdnum.ean.is_valid)],
    "GTIN-8/12/13/14 check digit": [
        ("biip", "Gtin.parse", Gtin.parse),
        ("python-stdnum", "ean.is_valid", stdnum.ean.is_valid),
    ],
    # biip.parse is biip's entry point for scanned data with a symbology identifier; python-stdnum reads none.
    "GS1 scan data ]C1 + 3 AIs": [("biip", "biip.parse", lambda value: biip.parse(value).gs1_message)],
    "GS1 bracketed, 3 AIs": [
        ("biip", "GS1Message.parse_hri", GS1Message.parse_hri),
        ("python-stdnum", "gs1_128.validate", stdnum.gs1_128.validate),
    ],
    "GS1 unbracketed with GS, 3 AIs": [
        ("biip", "GS1Message.parse", GS1Message.parse),
        ("python-stdnum", "gs1_128.validate", stdnum.gs1_128.validate),
    ],
    "Digital Link URI key+qualifier+attribute": [("biip", "GS1DigitalLinkURI.parse", GS1DigitalLinkURI.parse)],
}

ROUND_NANOSECONDS = 100_000_000


def accepts_all(function, values):
    """Whether the library accepts every input: a rejected input would be timed on a shorter path."""
    for value in values:
        try:
            if function(value) in (None, False):
                return False
        except Exception:
            return False
    return True


def time_list(function, values, repeats):
    start = time.perf_counter_ns()
    for _ in range(repeats):
        for value in values:
            function(value)
    return time.perf_counter_ns() - start


def measure(function, values, rounds):
    """Median, min and max nanoseconds per value over `rounds` rounds of about 0.1 s each, as the Swift bench does."""
    repeats = 1
    while (elapsed := time_list(function, values, repeats)) < ROUND_NANOSECONDS // 10:
        repeats *= 4
    repeats = max(1, int(repeats * ROUND_NANOSECONDS / max(elapsed, 1)))
    samples = sorted(time_list(function, values, repeats) / (repeats * len(values)) for _ in range(rounds))
    return statistics.median(samples), samples[0], samples[-1]


def figure(median, low, high):
    return f"{median:,.0f} ({low:,.0f}-{high:,.0f})"


def main():
    arguments = sys.argv[1:]
    rounds = 7
    if "--rounds" in arguments:
        at = arguments.index("--rounds")
        rounds = int(arguments[at + 1])
        del arguments[at : at + 2]
    inputs_file, swift_file = arguments
    cases = json.load(open(inputs_file))["cases"]
    swift = {item["name"]: item for item in json.load(open(swift_file))["benchmarks"]}
    print(f"Python {platform.python_version()}, biip {version('biip')}, python-stdnum {version('python-stdnum')}; "
          f"ns per value: median (min-max) of {rounds} rounds")
    header = f"{'case':<42} {'library':<14} {'entry point':<24} {'Swift ns/op':>20} {'Python ns/op':>24} {'ratio':>8}"
    print(header)
    print("-" * len(header))
    for case in cases:
        name, values = case["name"], case["inputs"]
        if name not in COMPETITORS:
            sys.exit(f"compare.py: no Python entry point is assigned to '{name}'")
        mine = swift[name]
        mine_text = figure(mine["medianNs"], mine["minNs"], mine["maxNs"])
        for library, entry, function in COMPETITORS[name]:
            if not accepts_all(function, values):
                print(f"{name:<42} {library:<14} {entry:<24} {mine_text:>20} {'rejects some inputs':>24} {'-':>8}")
                continue
            median, low, high = measure(function, values, rounds)
            ratio = median / mine["medianNs"]
            print(f"{name:<42} {library:<14} {entry:<24} {mine_text:>20} {figure(median, low, high):>24} {ratio:>7,.0f}x")


if __name__ == "__main__":
    main()
