"""Reading scene descriptions and writing fixtures: sorted files, two-space JSON, a final newline."""
import json
import os

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENES = os.path.join(HERE, "scenes")
DECODED = os.path.join(HERE, "decoded")


def scene_names() -> list[str]:
    return sorted(name[:-5] for name in os.listdir(SCENES) if name.endswith(".json"))


def load_scene(name: str) -> dict:
    path = os.path.join(SCENES, name + ".json")
    with open(path, encoding="utf-8") as file:
        try:
            return json.load(file)
        except json.JSONDecodeError as error:
            raise ValueError(f"{path}: line {error.lineno}: {error.msg}") from None


def dumps(value) -> str:
    """Two-space JSON where every object or list that fits on a line of 118 characters is written on one line."""
    return _dump(value, 0) + "\n"


def _dump(value, depth: int) -> str:
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, (dict, list)) or not value or len(flat) + 2 * depth <= 118:
        return flat
    inner = "  " * (depth + 1)
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(key, ensure_ascii=False)}: {_dump(item, depth + 1)}" for key, item in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + "  " * depth + "}"
    items = [inner + _dump(item, depth + 1) for item in value]
    return "[\n" + ",\n".join(items) + "\n" + "  " * depth + "]"


def decoded_path(name: str) -> str:
    return os.path.join(DECODED, name + ".json")
