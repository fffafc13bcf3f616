"""Reads a JUnit report of zipzap-conformance with junitparser, as CI test views read it, and checks that each kind
of vector that does not count is a skipped case with its type and reason, failures are failures, and the counts
the suites announce are the cases they hold.

usage: check_junit.py REPORT.xml TYPE... (the outcomes the run must hold: passed, failed, skipped, unsupported,
expected-failure, not-run)"""
import collections
import sys

from junitparser import Error, Failure, JUnitXml, Skipped

LABELS = {"skipped": "skipped", "unsupported": "unsupported", "expected-failure": "expected failure", "not-run": "not run"}


def main(path, required):
    report = JUnitXml.fromfile(path)
    seen = collections.Counter()
    problems = []
    for suite in report:
        skipped = failures = 0
        for case in suite:
            results = case.result
            if not results:
                seen["passed"] += 1
                continue
            (result,) = results
            if isinstance(result, Skipped):
                skipped += 1
                seen[result.type] += 1
                label = LABELS.get(result.type)
                if label is None or not (result.message or "").startswith(label + ": ") or len(result.message) <= len(label) + 2:
                    problems.append(f"{case.name}: skipped with type {result.type!r} and message {result.message!r}")
                if result.type == "expected-failure" and "expected" not in (case.system_out or ""):
                    problems.append(f"{case.name}: an expected failure without its comparison in system-out")
            elif isinstance(result, (Failure, Error)):
                failures += 1
                seen["failed"] += 1
                if not result.text or "reproduce: zipzap-conformance run --reproduce" not in result.text:
                    problems.append(f"{case.name}: a failure without its details and reproduce command")
        if suite.skipped != skipped or suite.failures + suite.errors != failures or suite.tests != len(list(suite)):
            problems.append(f"suite {suite.name}: announces {suite.tests} tests, {suite.failures} failures, {suite.skipped} skipped;"
                            f" holds {len(list(suite))}, {failures}, {skipped}")
    for kind in required:
        if seen[kind] == 0:
            problems.append(f"no {kind} case, though the run has one")
    print(f"junitparser {path}: " + ", ".join(f"{count} {kind}" for kind, count in sorted(seen.items())))
    for problem in problems:
        print("PROBLEM " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
