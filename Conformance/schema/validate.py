#!/usr/bin/env python3
"""Validates vector files against Conformance/schema/vectors.schema.json with the `jsonschema` package.

usage: validate.py FILE_OR_FOLDER...
Folders: every *.json in them but manifest.json, and every *.jsonl. A .json file must be a whole vector file; each
line of a .jsonl file must be one vector. Prints one line per file and exits 1 if any file is invalid.
"""
import json
import pathlib
import sys

import jsonschema

schema_path = pathlib.Path(__file__).with_name("vectors.schema.json")
schema = json.loads(schema_path.read_text(encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
line_validator = jsonschema.Draft202012Validator({"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": "#/$defs/anyVector"})

paths = []
for argument in sys.argv[1:]:
    path = pathlib.Path(argument)
    if path.is_dir():
        paths += sorted(p for p in path.iterdir() if p.suffix == ".jsonl" or (p.suffix == ".json" and p.name != "manifest.json"))
    else:
        paths.append(path)
if not paths:
    sys.exit("validate.py: no vector files given")

invalid = 0
for path in paths:
    try:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".jsonl":
            checks = [(line_validator, json.loads(line), f"line {number}")
                      for number, line in enumerate(text.splitlines(), 1) if line.strip()]
        else:
            checks = [(validator, json.loads(text), "")]
    except (OSError, ValueError) as error:
        print(f"INVALID {path}: {error}")
        invalid += 1
        continue
    errors = [(where, error) for check, document, where in checks
              for error in sorted(check.iter_errors(document), key=lambda e: list(e.absolute_path))]
    if errors:
        invalid += 1
        for where, error in errors[:5]:
            inside = "/".join(str(part) for part in error.absolute_path)
            print(f"INVALID {path} {where} at {inside}: {error.message[:300]}")
    else:
        count = len(checks) if path.suffix == ".jsonl" else len(checks[0][1].get("vectors", []))
        print(f"valid {path} ({count} vectors)")
print(f"schema validation: {len(paths) - invalid} files valid, {invalid} invalid")
sys.exit(1 if invalid else 0)
