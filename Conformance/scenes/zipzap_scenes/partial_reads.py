"""Partial reads measured on zxing-cpp (Docs/partial-reads.md).

Each symbol is rendered at several scales and cut at every module position, from the left and from the right, in
two ways: the frame ends there (`edge`: the picture stops at the cut) or the rest of the symbol is lost to white
(`blank`: glare, a tear, a fold; the decoder then finds a quiet zone where the symbol went on). Every crop is
decoded with each option set. A read is *partial* when zxing-cpp returns a value shorter than the symbol's.
`--check` recomputes everything and compares it with partial-reads.json.
"""
import os
import sys
from collections import Counter, defaultdict

import numpy as np

from . import decode, detections, fixtures, symbols

FIXTURE = os.path.join(fixtures.HERE, "partial-reads.json")
SCALES = [1, 2, 3, 4]
HEIGHT = 40
QUIET = 10
MODES = ["edge", "blank"]
SIDES = ["left", "right"]
# The options the Python binding of zxing-cpp 2.3.0 has (it has no try_harder: the C++ default, on, always applies).
# try_rotate=False with try_downscale=False was measured once and returned exactly what the defaults return, so CI
# does not spend time on it (Docs/partial-reads.md).
OPTION_SETS = {
    "default": {},
    "returnErrors": {"return_errors": True},
}
SYMBOLS = [
    ("ITF-14", "itf", "15400141288763"),
    ("ITF-14", "itf", "10614141000019"),
    ("Interleaved 2 of 5, 10 digits", "itf", "0047112358"),
    ("Interleaved 2 of 5, 10 digits", "itf", "1234567890"),
    ("Code 128", "code128", "1234567890"),
    ("EAN-13", "ean13", "4006381333931"),
    ("UPC-A", "upcA", "036000291452"),
]


def crops(format_name: str, data: str):
    """(scale, side, mode, module position, image) for every crop of the symbol."""
    row = symbols.modules(format_name, data)[0]
    width = len(row)
    for scale in SCALES:
        full = np.kron(np.pad(np.repeat(row.reshape(1, -1), HEIGHT, axis=0), QUIET, constant_values=255), np.ones((scale, scale), dtype=np.uint8))
        for position in range(1, width):
            cut = (QUIET + position) * scale
            for side in SIDES:
                for mode in MODES:
                    image = full.copy()
                    if side == "left":   # the symbol's left part is lost
                        image = image[:, cut:] if mode == "edge" else _whiten(image, slice(0, cut))
                    else:
                        image = image[:, :cut] if mode == "edge" else _whiten(image, slice(cut, None))
                    yield scale, side, mode, position, np.ascontiguousarray(image)


def _uncut(format_name: str, data: str) -> dict:
    """What zxing-cpp reads from the whole symbol at scale 2: the full read a camera gets once the symbol is in view."""
    image = symbols.image(format_name, data, 2, HEIGHT, QUIET)
    height, width = image.shape
    [result] = detections.read(image)
    record = detections.record(result, width, height)["detection"]
    return record


def _whiten(image, columns):
    image[:, columns] = 255
    return image


def measure():
    table, reads, uncut = [], defaultdict(lambda: {"count": 0, "options": set(), "crops": set(), "scales": set()}), []
    for label, format_name, data in SYMBOLS:
        uncut.append({"symbol": label, "full": data, **_uncut(format_name, data)})
        counts = {name: Counter() for name in OPTION_SETS}
        for scale, side, mode, position, image in crops(format_name, data):
            for name, options in OPTION_SETS.items():
                count = counts[name]
                count["crops"] += 1
                results = detections.read(image, **options)
                values = [bytes(result.bytes) for result in results]
                count["read"] += bool(results)
                count["full"] += any(value == data.encode() for value in values)
                for result, value in zip(results, values):
                    if value == data.encode():
                        continue
                    kind = "shorter" if len(value) < len(data) else "other"
                    count[kind] += 1
                    if result.error:
                        count["withError"] += 1
                    height, width = image.shape
                    error = result.error.type.name if result.error else None
                    key = (label, data, detections.format_name(result), result.symbology_identifier, value.decode("latin-1"), error)
                    entry = reads[key]
                    entry["count"] += 1
                    entry["options"].add(name)
                    entry["crops"].add(f"{mode} {side}")
                    entry["scales"].add(scale)
                    if "example" not in entry:
                        x, y = detections.centre(result, width, height)
                        entry["example"] = {"scale": scale, "side": side, "mode": mode, "position": position, "x": x, "y": y}
        for name in OPTION_SETS:
            count = counts[name]
            table.append({"symbol": label, "value": data, "options": name, **{k: count[k] for k in ["crops", "read", "full", "shorter", "other", "withError"]}})
    return {
        "decoder": decode.decoder_name(),
        "method": {"scales": SCALES, "height": HEIGHT, "quietZone": QUIET, "modes": MODES, "sides": SIDES,
                   "optionSets": {name: options for name, options in OPTION_SETS.items()}},
        "uncut": uncut,
        "table": table,
        "reads": [
            {"symbol": key[0], "full": key[1], "format": key[2], "symbologyIdentifier": key[3],
             "value": key[4], "type": detections.barcode_type(key[2], key[3], key[4].encode("latin-1")), "error": key[5],
             "count": entry["count"], "options": sorted(entry["options"]), "crops": sorted(entry["crops"]), "scales": sorted(entry["scales"]),
             "example": entry["example"]}
            for key, entry in sorted(reads.items())
        ],
    }


def markdown(result) -> str:
    lines = ["| symbol | value | options | crops | decoded | full value | shorter value | other value | of these with an error |",
             "|---|---|---|---|---|---|---|---|---|"]
    for row in result["table"]:
        lines.append(f"| {row['symbol']} | `{row['value']}` | {row['options']} | {row['crops']} | {row['read']} | {row['full']} | {row['shorter']} | {row['other']} | {row['withError']} |")
    lines += ["", "| symbol | value | value returned | format, identifier | type | times | option sets | crops | scales |", "|---|---|---|---|---|---|---|---|---|"]
    for read in result["reads"]:
        lines.append(f"| {read['symbol']} | `{read['full']}` | `{read['value']}` | {read['format']} `{read['symbologyIdentifier']}`{_error_note(read)} | "
                     f"{read['type']} | {read['count']} | {', '.join(read['options'])} | {', '.join(read['crops'])} | {', '.join(map(str, read['scales']))} |")
    return "\n".join(lines) + "\n"


def _error_note(read) -> str:
    return f" ({read['error']} error)" if read["error"] else ""


def main(arguments) -> int:
    result = fixtures.dumps(measure())
    if "--check" in arguments:
        committed = open(FIXTURE, encoding="utf-8").read() if os.path.exists(FIXTURE) else ""
        if committed != result:
            print(f"partial reads: {FIXTURE} differs from what {decode.decoder_name()} returns now; run 'scenes.py partial-reads --write' and review")
            return 1
        print(f"partial reads: {decode.decoder_name()} returns what {os.path.basename(FIXTURE)} records")
        return 0
    if "--write" in arguments:
        with open(FIXTURE, "w", encoding="utf-8") as file:
            file.write(result)
    import json
    sys.stdout.write(markdown(json.loads(result)))
    return 0
