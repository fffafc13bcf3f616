"""Validation rules (SPEC C-4.2 to C-4.7), each built from a vector's rule object into (step name, check)."""

import re

from stdnum.iso7064 import mod_97_10

from .barcode_types import GTIN_TYPES
from .gs1_data import GS1DataError, parse_gs1
from .gtin import expand_upc_e, has_valid_check_digit, is_gtin
from .portable_pattern import PatternError, compile_portable
from .values import scalars

_ASSET_TAG = re.compile(rb"[A-Z]{2}-[0-9]{6}")


class ConfigurationError(Exception):
    """A rule the field refuses when it is configured (SPEC C-4.20): the rule's name, the reason, the pattern offset."""

    def __init__(self, rule, reason, offset=None):
        super().__init__(f"{rule}: {reason}" + ("" if offset is None else f" at offset {offset}"))
        self.rule = rule
        self.reason = reason
        self.offset = offset


def build_rule(spec):
    """(step name, check(value, type) -> bool) for one rule of a field; raises ValueError for an unknown rule and
    ConfigurationError for one the spec refuses."""
    kind = spec.get("rule")
    if kind == "checkDigit":
        return "checkDigit", passes_check_digit
    if kind == "length":
        low, high = spec["min"], spec["max"]
        if low > high:
            raise ConfigurationError("length", "invertedRange")
        return "length", lambda value, barcode_type: low <= len(scalars(value)) <= high
    if kind == "matches":
        # Compiled when the field is configured: a pattern outside the subset is a configuration error (C-4.4).
        try:
            pattern = compile_portable(spec["pattern"])
        except PatternError as error:
            raise ConfigurationError("matches", error.reason, error.offset) from error
        return "matches", lambda value, barcode_type: pattern.search(scalars(value)) is not None
    if kind == "gs1":
        return "gs1", is_gs1_data
    if kind == "custom":
        return build_fixture(spec)
    raise ValueError(f"unknown rule {kind!r}")


def build_fixture(spec):
    """The custom-rule fixtures of SPEC C-4.7, named by the fixture."""
    fixture = spec.get("fixture")
    if fixture == "assetTag":
        return "assetTag", lambda value, barcode_type: _ASSET_TAG.fullmatch(value) is not None
    if fixture == "mod97":
        return "mod97", passes_mod97
    if fixture == "typeIs":
        expected = spec["type"]
        return "typeIs", lambda value, barcode_type: barcode_type == expected
    raise ValueError(f"unknown fixture {fixture!r}")


def passes_check_digit(value, barcode_type):
    """SPEC C-4.2: GTIN types must carry a valid GTIN; unknown types are checked when they look like one."""
    if barcode_type is not None and barcode_type not in GTIN_TYPES:
        return True
    if barcode_type == "upcE" and len(value) == 8:
        expanded = expand_upc_e(value)
        return expanded is not None and has_valid_check_digit(expanded)
    if is_gtin(value):
        return has_valid_check_digit(value)
    return barcode_type is None


def passes_mod97(value, barcode_type):
    # mod_97_10 reads letters as base-36 digits; the fixture takes ASCII digits only.
    return len(value) >= 2 and value.isdigit() and mod_97_10.is_valid(value.decode("ascii"))


def is_gs1_data(value, barcode_type):
    """SPEC C-4.5 and C-7.13; biip has none of the checks across elements, so their switches change nothing."""
    try:
        parse_gs1(value, barcode_type)
    except GS1DataError:
        return False
    return True
