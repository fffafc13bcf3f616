"""Scan values are bytes (SPEC C-1.2); JSON carries them as strings or {"hex": ...} (PROTOCOL.md)."""


def value_from_json(value):
    """Bytes from a vector's value: a JSON string (its UTF-8) or {"hex": "..."}."""
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, dict) and isinstance(value.get("hex"), str):
        return bytes.fromhex(value["hex"])
    raise ValueError(f"not a value: {value!r}")


def value_to_json(data):
    """A JSON string when the bytes are valid UTF-8, else {"hex": ...} (SPEC C-12.2)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return {"hex": data.hex()}


def scalars(data):
    """The value's Unicode scalars, each maximal ill-formed subpart one U+FFFD (SPEC C-4.3, PATTERNS.md §1)."""
    return data.decode("utf-8", errors="replace")
