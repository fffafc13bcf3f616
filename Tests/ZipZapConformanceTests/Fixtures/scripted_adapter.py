#!/usr/bin/env python3
"""A test adapter that answers every vector with its expected result, read from the vector files, except that it
misbehaves in one way (MODE) on the vector whose id is TARGET. The runner tests use it to check that every kind of
adapter failure is reported against the right vector and that the run goes on.

usage: scripted_adapter.py VECTORS MODE TARGET [MARKER]
VECTORS: a vector folder, or vector files separated by commas (fewer files answer the handshake sooner on a busy
      machine, where the runner tests give it 2 seconds)
MODE: none, hang, crash, garbage, twice, wrong-seq, huge-line, stderr, error, skip, exit-after-handshake,
      no-handshake, crash-then-no-handshake (MARKER: a file created at the crash; once it exists, no handshake),
      hang-with-child (starts a child that sleeps, writes "ADAPTER_PID CHILD_PID" to MARKER, then hangs)
"""
import json
import os
import pathlib
import subprocess
import sys
import time

vectors, mode, target = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3]
marker = pathlib.Path(sys.argv[4]) if len(sys.argv) > 4 else None
paths = vectors.glob("*.json") if vectors.is_dir() else [pathlib.Path(name) for name in sys.argv[1].split(",")]
expected = {}
for path in paths:
    if path.name != "manifest.json":
        for vector in json.loads(path.read_text(encoding="utf-8"))["vectors"]:
            expected[vector["id"]] = vector["expected"]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    request = json.loads(line)
    if request["type"] == "start":
        if mode == "no-handshake" or (mode == "crash-then-no-handshake" and marker.exists()):
            time.sleep(60)
        send({"type": "started", "protocolVersion": 1, "implementation": {"name": "scripted", "version": mode},
              "capabilities": {"sources": ["direct", "camera", "hardware", "hid", "typing"],
                               "rules": ["checkDigit", "length", "matches", "custom"],
                               "normalizations": ["none", "trimmed", "symbologyIdentifierStripped", "upcEExpanded",
                                                  "gtin12", "gtin13", "gtin14"],
                               "fixtures": ["assetTag", "mod97", "typeIs"],
                               # Every other mode sends no features list, so the runner assumes them (PROTOCOL.md).
                               **({"features": ["typeFilter"]} if mode == "features" else {})}})
        if mode == "exit-after-handshake":
            sys.exit(3)
        continue
    if request["type"] == "stop":
        break
    seq = request["seq"]
    result = {"type": "result", "seq": seq, **expected[request["id"]]}
    if request["id"] == target:
        if mode == "crash-then-no-handshake":
            marker.touch()
            sys.exit(9)
        if mode == "hang":
            time.sleep(60)
        elif mode == "hang-with-child":
            child = subprocess.Popen(["sleep", "60"])
            # Written whole, then renamed, so the test never reads half a line.
            marker.with_suffix(".partial").write_text(f"{os.getpid()} {child.pid}\n")
            os.replace(marker.with_suffix(".partial"), marker)
            time.sleep(60)
        elif mode == "crash":
            sys.stderr.write("scripted adapter: crashing on purpose\n")
            sys.stderr.flush()
            sys.exit(7)
        elif mode == "garbage":
            sys.stdout.write("this is not JSON\n")
            sys.stdout.flush()
            continue
        elif mode == "twice":
            send(result)
        elif mode == "wrong-seq":
            result["seq"] = seq + 1
        elif mode == "huge-line":
            sys.stdout.write("x" * (10 * 1024 * 1024) + "\n")
            sys.stdout.flush()
            continue
        elif mode == "stderr":
            sys.stderr.write("noise " * 100000 + "\n")
        elif mode == "error":
            result = {"type": "error", "seq": seq, "message": "not implemented here"}
        elif mode == "skip":
            result = {"type": "skipped", "seq": seq, "reason": "not on this platform"}
    send(result)
