#!/usr/bin/env python3
"""Per-folder coverage table (and the functions no run reached) from `llvm-cov export` JSON.

usage: coverage-report.py EXPORT_JSON SOURCE_ROOT TITLE [--unreached]

Files are grouped by their folder under SOURCE_ROOT (Sources/ZipZap/GS1/Parse/X.swift -> GS1/Parse); files outside
SOURCE_ROOT are left out. Prints a Markdown table of regions, lines and functions covered, with a total row, and with
--unreached the functions whose execution count is zero, demangled by `swift demangle`, as file:line: name (implicit
closures left out: see unreached()).
"""
import json
import os
import subprocess
import sys
from collections import defaultdict

KINDS = ("regions", "lines", "functions")


def percent(covered, count):
    return f"{100.0 * covered / count:.1f}%" if count else "-"


def folder_of(path, root):
    folder = os.path.dirname(os.path.relpath(path, root))
    return folder or "(top level)"


def table(files, root, title):
    sums = defaultdict(lambda: {kind: [0, 0] for kind in KINDS})
    for entry in files:
        for kind in KINDS:
            part = entry["summary"][kind]
            for key in (folder_of(entry["filename"], root), "total"):
                sums[key][kind][0] += part["covered"]
                sums[key][kind][1] += part["count"]
    rows = [f"| {title} | regions | lines | functions |", "|---|---:|---:|---:|"]
    for key in sorted(k for k in sums if k != "total") + ["total"]:
        cells = [f"{percent(*sums[key][kind])} ({sums[key][kind][0]}/{sums[key][kind][1]})" for kind in KINDS]
        name = f"**{key}**" if key == "total" else key
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def unreached(functions, root):
    missed = []
    for function in functions:
        path = function["filenames"][0]
        if function["count"] == 0 and path.startswith(root + os.sep):
            missed.append((os.path.relpath(path, root), function["regions"][0][0], function["name"]))
    if not missed:
        return []
    names = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(m[2] for m in missed),
                           capture_output=True, text=True, check=True).stdout.splitlines()
    if len(names) != len(missed):
        names = [m[2] for m in missed]
    # Swift emits a function record for every implicit closure (an autoclosure, an operator passed as a function such
    # as the `...` of `value[...]`) but counts its execution in the enclosing function's regions: its own count is
    # zero however often it runs, so only named functions and explicit closures are listed.
    listed = {f"{path}:{line}: {name}" for (path, line, _), name in zip(missed, names)
              if not name.startswith("implicit closure")}
    return sorted(listed, key=lambda text: (text.split(":")[0], int(text.split(":")[1])))


def main(arguments):
    if len(arguments) not in (3, 4) or (len(arguments) == 4 and arguments[3] != "--unreached"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    path, root, title = arguments[0], os.path.abspath(arguments[1]), arguments[2]
    try:
        with open(path) as stream:
            data = json.load(stream)["data"][0]
    except (OSError, ValueError, KeyError, IndexError) as error:
        print(f"coverage-report.py: {path}: not llvm-cov export JSON: {error}", file=sys.stderr)
        return 1
    files = [entry for entry in data["files"] if entry["filename"].startswith(root + os.sep)]
    print(table(files, root, title))
    if len(arguments) == 4:
        missed = unreached(data.get("functions", []), root)
        print(f"\n{len(missed)} functions never reached:\n")
        for line in missed:
            print(f"- {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
