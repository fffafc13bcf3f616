#!/usr/bin/env python3
"""Per-folder coverage table (and the functions no run reached) from `llvm-cov export` JSON.

usage: coverage-report.py EXPORT_JSON SOURCE_ROOT TITLE [--unreached [EXPLAINED_TSV]]

Files are grouped by their folder under SOURCE_ROOT (Sources/ZipZap/GS1/Parse/X.swift -> GS1/Parse); files outside
SOURCE_ROOT are left out. Prints a Markdown table of regions, lines and functions covered, with a total row, and with
--unreached the functions whose execution count is zero, demangled by `swift demangle --compact`, as file:line: name (implicit
closures left out: see unreached()). EXPLAINED_TSV lists unreached functions that cannot be reached, one a line:
file, tab, name, tab, reason; those are printed with their reason, the others as unexplained, and the regions of the
explained functions are left out of a second total row. Exit status 1 when an unreached function is not listed, or
a listed function is reached (a stale line), since the mutation tool reads the list as the functions out of reach
(Docs/mutation.md, "Out of reach"): CI keeps it true both ways.
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
    names = demangle([m[2] for m in missed])
    # Swift emits a function record for every implicit closure (an autoclosure, an operator passed as a function such
    # as the `...` of `value[...]`) but counts its execution in the enclosing function's regions: its own count is
    # zero however often it runs, so only named functions and explicit closures are listed.
    listed = {f"{path}:{line}: {name}" for (path, line, _), name in zip(missed, names)
              if not name.startswith("implicit closure")}
    return sorted(listed, key=lambda text: (text.split(":")[0], int(text.split(":")[1])))


def read_explained(path):
    """(file, name) -> reason, from the TSV; comment lines start with #."""
    explained = {}
    with open(path) as stream:
        for number, line in enumerate(stream, 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3:
                raise ValueError(f"{path}:{number}: expected file, tab, name, tab, reason")
            explained[(parts[0], parts[1])] = parts[2]
    return explained


def explained_regions(functions, root, explained):
    """Regions (count, covered) of the explained functions and the closures inside them."""
    count = covered = 0
    names = [f["name"] for f in functions if f["filenames"][0].startswith(root + os.sep)]
    demangled = demangle(names)
    for function, name in zip((f for f in functions if f["filenames"][0].startswith(root + os.sep)), demangled):
        path = os.path.relpath(function["filenames"][0], root)
        if not any(path == file and (name == listed or name.endswith(" in " + listed)) for file, listed in explained):
            continue
        for region in function["regions"]:
            if region[7] == 0 and region[5] == 0:
                count += 1
                covered += region[4] > 0
    return count, covered


def demangle(names):
    if not names:
        return []
    # Full names, with parameter types: --simplified would give two overloads one name (CodeSet.contains(_:)), and
    # the list would then explain both when only one is out of reach (zipzap-mutate reads the same names).
    result = subprocess.run(["swift", "demangle", "--compact"], input="\n".join(names),
                            capture_output=True, text=True, check=True).stdout.splitlines()
    return result if len(result) == len(names) else names


def main(arguments):
    if len(arguments) not in (3, 4, 5) or (len(arguments) >= 4 and arguments[3] != "--unreached"):
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
    if len(arguments) >= 4:
        functions = data.get("functions", [])
        missed = unreached(functions, root)
        try:
            explained = read_explained(arguments[4]) if len(arguments) == 5 else {}
        except (OSError, ValueError) as error:
            print(f"coverage-report.py: {error}", file=sys.stderr)
            return 1
        reasons = {}
        for line in missed:
            path, _, name = line.split(":", 2)
            name = name.strip()
            reasons[line] = next((reason for (file, listed), reason in explained.items()
                                  if file == path and (name == listed or name.endswith(" in " + listed))), None)
        if explained:
            count, covered = explained_regions(functions, root, explained)
            total = [sum(e["summary"]["regions"][k] for e in files) for k in ("covered", "count")]
            rest = (total[0] - covered, total[1] - count)
            print(f"\nregions outside the {len(explained)} explained functions: {percent(*rest)} ({rest[0]}/{rest[1]})")
        unexplained = [line for line in missed if reasons[line] is None]
        print(f"\n{len(missed)} functions never reached, {len(unexplained)} of them unexplained:\n")
        for line in missed:
            print(f"- {line}" + (f" ({reasons[line]})" if reasons[line] else " (UNEXPLAINED)"))
        stale = [f"{file}\t{name}" for (file, name) in explained
                 if not any(l.split(":", 1)[0] == file and l.endswith(name) for l in missed)]
        for entry in stale:
            print(f"explained but reached now (remove it from {arguments[4]}): {entry}")
        if explained and (unexplained or stale):
            print(f"coverage-report.py: {arguments[4]}: {len(unexplained)} unreached functions not listed, "
                  f"{len(stale)} listed functions reached", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
