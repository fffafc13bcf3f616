#!/usr/bin/env python3
"""Compares two vector folders by id, for a move of vectors between files that must change nothing else.

usage: compare_vectors.py OLD_FOLDER NEW_FOLDER
       (an old folder from git: git archive main Conformance/vectors | tar -x -C /tmp/old)

Each vector is compared member by member, in order, as parsed JSON (`1` and `1.0` differ); so is the definition
(bug, breaks) of each flag it names, which its file holds. Every id of the old ids.tsv must still be in the new one,
with the same key. Prints which old files each new file's vectors come from, every difference and the counts; exits 1
on any difference.
"""

import json
import os
import sys


def load(folder):
    """{id: (file name, vector, {flag: definition})} of every vector file of the folder."""
    vectors = {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json") or name == "manifest.json":
            continue
        with open(os.path.join(folder, name), encoding="utf-8-sig") as file:
            document = json.load(file)
        for vector in document["vectors"]:
            if vector["id"] in vectors:
                sys.exit(f"compare_vectors.py: {folder}: {vector['id']} is in {vectors[vector['id']][0]} and {name}")
            flags = {flag: document["flags"].get(flag) for flag in vector.get("flags", [])}
            vectors[vector["id"]] = (name, vector, flags)
    return vectors


def registry(folder):
    """{id: key} of the folder's ids.tsv."""
    entries = {}
    with open(os.path.join(folder, "ids.tsv"), encoding="utf-8-sig") as file:
        for number, line in enumerate(file, 1):
            line = line.rstrip("\r\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 2:
                sys.exit(f"compare_vectors.py: {folder}/ids.tsv line {number}: expected ID<TAB>KEY")
            entries[fields[0]] = fields[1]
    return entries


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    old_folder, new_folder = sys.argv[1:]
    old, new = load(old_folder), load(new_folder)
    old_ids, new_ids = registry(old_folder), registry(new_folder)
    problems = []

    same = 0
    for vector_id, (old_file, vector, flags) in sorted(old.items()):
        if vector_id not in new:
            problems.append(f"{vector_id} ({old_file}): no longer in any file")
            continue
        new_file, new_vector, new_flags = new[vector_id]
        if json.dumps(vector) != json.dumps(new_vector):
            problems.append(f"{vector_id} ({old_file} -> {new_file}): the vector differs")
        elif flags != new_flags:
            problems.append(f"{vector_id} ({old_file} -> {new_file}): a flag's definition differs")
        else:
            same += 1
    added = sorted(set(new) - set(old))
    problems += [f"{vector_id} ({new[vector_id][0]}): new, not in the old folder" for vector_id in added]

    kept = 0
    for vector_id, key in old_ids.items():
        if vector_id not in new_ids:
            problems.append(f"{vector_id}: in the old ids.tsv, not in the new one")
        elif new_ids[vector_id] != key:
            problems.append(f"{vector_id}: key {key} became {new_ids[vector_id]}")
        else:
            kept += 1

    sources = {}
    for vector_id, (new_file, _, _) in new.items():
        if vector_id in old:
            sources.setdefault(new_file, set()).add(old[vector_id][0])
    for new_file in sorted(sources):
        print(f"{new_file} <- {', '.join(sorted(sources[new_file]))}")
    for problem in problems:
        print(f"DIFFERS {problem}")
    print(f"{len(old)} old vectors in {len({f for f, _, _ in old.values()})} files, {len(new)} new in "
          f"{len({f for f, _, _ in new.values()})} files: {same} identical, {len(problems)} differences; "
          f"ids.tsv: {len(old_ids)} old ids, {kept} with the same key, {len(new_ids)} ids now")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
