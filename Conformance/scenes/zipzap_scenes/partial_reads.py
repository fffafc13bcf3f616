"""Partial reads measured on zxing-cpp (Docs/partial-reads.md).

Each symbol is rendered at several scales and cut at every module position, from the left and from the right, in
two ways: the frame ends there (`edge`: the picture stops at the cut) or the rest of the symbol is lost to white
(`blank`: glare, a tear, a fold; the decoder then finds a quiet zone where the symbol went on). Every crop is
decoded with each option set. A read is *partial* when zxing-cpp returns a value shorter than the symbol's.
`--check` recomputes everything and compares it with partial-reads.json.
"""
import json
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
    for scale in SCALES:
        tall = np.pad(np.repeat(row.reshape(1, -1), HEIGHT, axis=0), QUIET, constant_values=255)
        full = np.kron(tall, np.ones((scale, scale), dtype=np.uint8))
        for position in range(1, len(row)):
            cut = (QUIET + position) * scale
            for side in SIDES:
                for mode in MODES:
                    yield scale, side, mode, position, np.ascontiguousarray(_crop(full, cut, side, mode))


def _crop(full, cut: int, side: str, mode: str):
    """`side` is the part of the symbol that is lost: cut off (`edge`) or turned white (`blank`)."""
    lost = slice(0, cut) if side == "left" else slice(cut, None)
    kept = slice(cut, None) if side == "left" else slice(0, cut)
    if mode == "edge":
        return full[:, kept]
    image = full.copy()
    image[:, lost] = 255
    return image


def _uncut(format_name: str, data: str) -> dict:
    """What zxing-cpp reads from the whole symbol at scale 2: the full read a camera gets once the symbol is in view."""
    image = symbols.image(format_name, data, 2, HEIGHT, QUIET)
    height, width = image.shape
    [result] = detections.read(image)
    return detections.record(result, width, height)["detection"]


class _Tally:
    """The counts of one symbol under one option set, and every distinct wrong read over all of them."""
    COLUMNS = ["crops", "read", "full", "shorter", "other", "withError"]

    def __init__(self, reads):
        self.count = Counter()
        self.reads = reads

    def add(self, label, data, scale, side, mode, position, image, name, results):
        values = [bytes(result.bytes) for result in results]
        self.count["crops"] += 1
        self.count["read"] += bool(results)
        self.count["full"] += data.encode() in values
        for result, value in zip(results, values):
            if value != data.encode():
                self._wrong(label, data, scale, side, mode, position, image, name, result, value)

    def _wrong(self, label, data, scale, side, mode, position, image, name, result, value):
        self.count["shorter" if len(value) < len(data) else "other"] += 1
        error = result.error.type.name if result.error else None
        self.count["withError"] += error is not None
        key = (label, data, detections.format_name(result), result.symbology_identifier, value.decode("latin-1"), error)
        entry = self.reads[key]
        entry["count"] += 1
        entry["options"].add(name)
        entry["crops"].add(f"{mode} {side}")
        entry["scales"].add(scale)
        if "example" not in entry:
            height, width = image.shape
            x, y = detections.centre(result, width, height)
            entry["example"] = {"scale": scale, "side": side, "mode": mode, "position": position, "x": x, "y": y}


def measure():
    reads = defaultdict(lambda: {"count": 0, "options": set(), "crops": set(), "scales": set()})
    table, uncut = [], []
    for label, format_name, data in SYMBOLS:
        uncut.append({"symbol": label, "full": data, **_uncut(format_name, data)})
        tallies = {name: _Tally(reads) for name in OPTION_SETS}
        for scale, side, mode, position, image in crops(format_name, data):
            for name, options in OPTION_SETS.items():
                tallies[name].add(label, data, scale, side, mode, position, image, name, detections.read(image, **options))
        for name, tally in tallies.items():
            table.append({"symbol": label, "value": data, "options": name, **{k: tally.count[k] for k in _Tally.COLUMNS}})
    return {
        "decoder": decode.decoder_name(),
        "method": {"scales": SCALES, "height": HEIGHT, "quietZone": QUIET, "modes": MODES, "sides": SIDES,
                   "optionSets": dict(OPTION_SETS)},
        "uncut": uncut,
        "table": table,
        "reads": [_read(key, entry) for key, entry in sorted(reads.items())],
    }


def _read(key, entry) -> dict:
    label, data, format_name, identifier, value, error = key
    return {
        "symbol": label, "full": data, "format": format_name, "symbologyIdentifier": identifier, "value": value,
        "type": detections.barcode_type(format_name, identifier, value.encode("latin-1")), "error": error,
        "count": entry["count"], "options": sorted(entry["options"]), "crops": sorted(entry["crops"]),
        "scales": sorted(entry["scales"]), "example": entry["example"],
    }


def _table_row(cells) -> str:
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def markdown(result) -> str:
    header = ["symbol", "value", "options", "crops", "decoded", "full value", "shorter value", "other value", "of these with an error"]
    lines = [_table_row(header), _table_row(["---"] * len(header))]
    for row in result["table"]:
        lines.append(_table_row([row["symbol"], f"`{row['value']}`", row["options"],
                                 *(row[k] for k in _Tally.COLUMNS)]))
    header = ["symbol", "value", "value returned", "format, identifier", "type", "times", "option sets", "crops", "scales"]
    lines += ["", _table_row(header), _table_row(["---"] * len(header))]
    for read in result["reads"]:
        error = f" ({read['error']} error)" if read["error"] else ""
        lines.append(_table_row([
            read["symbol"], f"`{read['full']}`", f"`{read['value']}`", f"{read['format']} `{read['symbologyIdentifier']}`{error}",
            read["type"], read["count"], ", ".join(read["options"]), ", ".join(read["crops"]), ", ".join(map(str, read["scales"]))]))
    return "\n".join(lines) + "\n"


def main(arguments) -> int:
    result = fixtures.dumps(measure())
    if "--check" in arguments:
        committed = open(FIXTURE, encoding="utf-8").read() if os.path.exists(FIXTURE) else ""
        if committed != result:
            print(f"partial reads: {FIXTURE} differs from what {decode.decoder_name()} returns now; "
                  "run 'scenes.py partial-reads --write' and review the diff")
            return 1
        print(f"partial reads: {decode.decoder_name()} returns what {os.path.basename(FIXTURE)} records")
        return 0
    if "--write" in arguments:
        with open(FIXTURE, "w", encoding="utf-8") as file:
            file.write(result)
    sys.stdout.write(markdown(json.loads(result)))
    return 0
