#!/usr/bin/env python3
"""Draft expectation lines from a run's --report-json, for a human to review before they go in expectations.txt.

    python3 classify_failures.py /tmp/py.json [--vectors Conformance/vectors]

Failures (and expected failures, so a whole list can be redone from a run that used it) are grouped by vector file
and by how the first differing trace entry differs. A group gets a glob only when the glob matches exactly its ids
among the suite's vectors; otherwise its ids are listed one a line. Each reason is a draft: decide whether it is a
`package limitation:` or a `spec question:` and say what differs.
"""

import argparse
import json
import os
from collections import defaultdict

FAILING = ("failed", "expectedFailure")


def load_vectors(directory):
    vectors = {}
    for name in sorted(os.listdir(directory)):
        if name.endswith(".json") and name != "manifest.json":
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                for vector in json.load(file)["vectors"]:
                    vectors[vector["id"]] = vector
    return vectors


def describe(entry):
    """The kind of a trace entry, with the rule of a reject: `reject checkDigit`, `write`, `(none)`; for a GS1 parser
    outcome its verdict: `verdict rejected`."""
    if entry is None:
        return "(none)"
    if "verdict" in entry:
        return f"verdict {entry['verdict']}"
    return f"reject {entry['step']}" if entry["kind"] == "reject" else entry["kind"]


def difference(result, vector):
    """How the result differs from the vector, in words that group alike failures."""
    if "actual" not in result:
        return result.get("message", "failed").split(":")[0]
    index = result.get("firstDifferingEntry")
    if index is None:
        return "same trace, different final value"
    if vector.get("kind") == "gs1":
        # The runner names the first member that differs: "verdict: expected ..." or "elements: expected ...".
        member = result.get("message", "").split(":")[0]
        return f"{member} differs, expected {describe(vector['expected'])}"
    expected, actual = vector["expected"]["trace"], result["actual"]["trace"]
    want = expected[index] if index < len(expected) else None
    got = actual[index] if index < len(actual) else None
    return f"expected {describe(want)}, got {describe(got)}"


def smallest_globs(ids, all_ids):
    """Globs (prefix + `*`) that match exactly `ids` among `all_ids`, else the ids themselves."""
    chosen, remaining = [], sorted(ids)
    while remaining:
        first = remaining[0]
        best = first
        for length in range(len(first) - 1, len("ZZ-") - 1, -1):
            prefix = first[:length]
            matched = [i for i in all_ids if i.startswith(prefix)]
            if all(i in ids for i in matched):
                best = prefix + "*"
            else:
                break
        covered = [i for i in remaining if i.startswith(best[:-1])] if best.endswith("*") else [first]
        chosen.append(best)
        remaining = [i for i in remaining if i not in covered]
    return chosen


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report")
    parser.add_argument("--vectors", default="Conformance/vectors")
    arguments = parser.parse_args()
    with open(arguments.report, encoding="utf-8") as file:
        report = json.load(file)
    vectors = load_vectors(arguments.vectors)
    groups = defaultdict(list)
    for result in report["results"]:
        if result["status"] in FAILING:
            groups[(result["file"], difference(result, vectors[result["id"]]))].append(result["id"])
    all_ids = sorted(vectors)
    for (file, how), ids in sorted(groups.items()):
        print(f"# {file}: {how} ({len(ids)} vectors)")
        for glob in smallest_globs(set(ids), all_ids):
            print(f"xfail {glob:<10} TODO package limitation:|spec question: {how}")
        print()
    for stale in report.get("staleEntries", []):
        print(f"# stale, remove: {stale}")


if __name__ == "__main__":
    main()
