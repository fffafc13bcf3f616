#!/usr/bin/env python3
"""Label scenes rendered and decoded by zxing-cpp (README.md).

  scenes.py decode [NAME ...]       write decoded/NAME.json for every scene (or the named ones)
  scenes.py check                   re-render and re-decode every scene; exit 1 when a fixture differs
  scenes.py render --out DIR [NAME ...]   write each frame as DIR/NAME-INDEX.png
  scenes.py partial-reads [--write] measure partial reads (zipzap_scenes/partial_reads.py); --write updates
                                    partial-reads.json and prints the Markdown table
"""
import difflib
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from zipzap_scenes import compose, decode, fixtures  # noqa: E402


def _names(arguments):
    known = fixtures.scene_names()
    unknown = [name for name in arguments if name not in known]
    if unknown:
        raise SystemExit(f"scenes.py: no scene {', '.join(unknown)} in {fixtures.SCENES}")
    return arguments or known


def _decoded(name):
    """The fixture text for the scene, or None after printing what is wrong with its description."""
    try:
        return fixtures.dumps(decode.decode(name, fixtures.load_scene(name)))
    except (ValueError, KeyError, TypeError, IndexError) as error:
        kind = "missing member" if isinstance(error, KeyError) else type(error).__name__
        print(f"scenes.py: {fixtures.SCENES}/{name}.json: {kind}: {error}", file=sys.stderr)
        return None


def command_decode(arguments):
    failed = 0
    for name in _names(arguments):
        text = _decoded(name)
        if text is None:
            failed += 1
            continue
        with open(fixtures.decoded_path(name), "w", encoding="utf-8") as file:
            file.write(text)
        print(f"decoded {name}")
    return 1 if failed else 0


def command_check(arguments):
    started = time.monotonic()
    names = _names(arguments)
    differing = []
    for name in names:
        path = fixtures.decoded_path(name)
        committed = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        fresh = _decoded(name)
        if fresh is None:
            differing.append(f"{name} (unreadable scene)")
        elif fresh != committed:
            differing.append(name)
            sys.stdout.writelines(difflib.unified_diff(committed.splitlines(True), fresh.splitlines(True), path, "re-decoded", n=2))
    stale = sorted(set(n[:-5] for n in os.listdir(fixtures.DECODED) if n.endswith(".json")) - set(fixtures.scene_names()))
    for name in stale:
        differing.append(f"{name} (fixture without a scene)")
    elapsed = time.monotonic() - started
    if differing:
        print(f"scenes check: {len(differing)} of {len(names)} fixtures differ from what {decode.decoder_name()} reports now: "
              f"{', '.join(differing)}; if the change is intended run 'scenes.py decode' and review the diff ({elapsed:.1f} s)")
        return 1
    print(f"scenes check: {len(names)} scenes re-rendered and re-decoded by {decode.decoder_name()} match their fixtures ({elapsed:.1f} s)")
    return 0


def command_render(arguments):
    if len(arguments) < 2 or arguments[0] != "--out":
        raise SystemExit("usage: scenes.py render --out DIR [NAME ...]")
    out = arguments[1]
    os.makedirs(out, exist_ok=True)
    from PIL import Image
    for name in _names(arguments[2:]):
        scene = fixtures.load_scene(name)
        shots = [shot for shot in scene["frames"] if shot.get("kind", "frame") == "frame"]
        for index, _, image in compose.frames({**scene, "frames": shots}):
            Image.fromarray(image).save(os.path.join(out, f"{name}-{index}.png"))
        print(f"rendered {name}: {len(shots)} frames")


def command_partial_reads(arguments):
    from zipzap_scenes import partial_reads
    return partial_reads.main(arguments)


COMMANDS = {"decode": command_decode, "check": command_check, "render": command_render, "partial-reads": command_partial_reads}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        raise SystemExit(__doc__)
    sys.exit(COMMANDS[sys.argv[1]](sys.argv[2:]) or 0)
