"""GS1 data read with biip: element strings, scan data and Digital Link URIs (SPEC C-7.2, C-7.6, C-7.13, C-7.14).

Only the reading of the forms is ours; every check on the elements is biip's. What biip does not check (requisites,
exclusions, the 2026 AI table, code lists ...) is listed in expectations.txt as a package limitation.
"""

from biip import ParseConfig, ParseError
from biip.gs1_digital_link_uris import GS1DigitalLinkURI
from biip.gs1_messages import GS1Message

from .barcode_types import CANONICAL_IDENTIFIER
from .gtin import expand_upc_e

GROUP_SEPARATOR = "\x1d"
# SPEC C-7.4: FNC1 is written as GS or `^`.
_CONFIG = ParseConfig(separator_chars=(GROUP_SEPARATOR, "^"))
_ELEMENT_STRING_IDENTIFIERS = ("]C1", "]e0", "]d2", "]Q3", "]J1")
_DIGITAL_LINK_IDENTIFIERS = ("]Q1", "]d1", "]J0")
_GTIN_LENGTHS_BY_IDENTIFIER = {"]E0": (8, 12, 13), "]E4": (8,), "]I1": (14,)}
# biip records a failed named check (check digits) on the element instead of raising.
_ELEMENT_ERRORS = ("gtin_error", "gln_error", "sscc_error")


class GS1DataError(Exception):
    """The value is not well-formed GS1 data."""


def parse_gs1(data, barcode_type):
    """The element strings of a value read as its type's scanner sends it (SPEC C-7.13); raises GS1DataError."""
    text = ascii_text(data)
    if barcode_type is not None and not text.startswith("]"):
        text = CANONICAL_IDENTIFIER[barcode_type] + text
    try:
        elements = parse_text(text, _CONFIG)
    except (ParseError, ValueError) as error:
        raise GS1DataError(str(error)) from error
    check_elements(elements)
    return elements


def check_elements(elements):
    """Raises GS1DataError for a named check biip recorded on an element instead of raising."""
    for element in elements:
        for name in _ELEMENT_ERRORS:
            if getattr(element, name, None):
                raise GS1DataError(getattr(element, name))


def carried_gtin(elements):
    """The value of AI (01), else of AI (02), or None (SPEC C-3.8)."""
    for ai in ("01", "02"):
        for element in elements:
            if element.ai.ai == ai:
                return element.value
    return None


def ascii_text(data, separators=b""):
    """SPEC C-7.14: GS1 data is ASCII without controls other than a separator (GS, or a configured substitute such
    as DEL, C-7.4); an empty input is an error."""
    if not data:
        raise GS1DataError("empty input")
    for offset, byte in enumerate(data):
        if byte in separators and byte < 0x80:
            continue
        if (byte < 0x20 and byte != 0x1D) or byte >= 0x7F:
            raise GS1DataError(f"invalid byte 0x{byte:02x} at offset {offset}")
    return data.decode("ascii")


def parse_text(text, config):
    """SPEC C-7.2: the form is told by the first character."""
    if text.startswith("("):
        return GS1Message.parse_hri(text, config=config).element_strings
    if text.startswith("]"):
        return _parse_scan_data(text, config)
    if text.lower().startswith(("http://", "https://")):
        return GS1DigitalLinkURI.parse(text, config=config).element_strings
    return parse_element_string(text, config)


def _parse_scan_data(text, config):
    identifier, rest = text[:3], text[3:]
    if identifier in _ELEMENT_STRING_IDENTIFIERS:
        return parse_element_string(rest, config)
    if identifier in _GTIN_LENGTHS_BY_IDENTIFIER:
        return _parse_gtin(rest, _GTIN_LENGTHS_BY_IDENTIFIER[identifier], config)
    if identifier in _DIGITAL_LINK_IDENTIFIERS and rest.lower().startswith(("http://", "https://")):
        return GS1DigitalLinkURI.parse(rest, config=config).element_strings
    raise GS1DataError(f"{identifier} carries no GS1 data")


def parse_element_string(text, config):
    """An unbracketed element string. A leading FNC1 is optional (SPEC C-7.4); biip expects the first AI at once."""
    if text[:1] in config.separator_chars:
        text = text[1:]
    if not text:
        raise GS1DataError("no element string")
    return GS1Message.parse(text, config=config).element_strings


def _parse_gtin(digits, lengths, config):
    """SPEC C-7.6: EAN/UPC and ITF-14 data is AI (01), a UPC-E expanded first, padded to 14 digits."""
    if len(digits) not in lengths or not digits.isdigit() or not digits.isascii():
        raise GS1DataError(f"EAN/UPC data must have {lengths} digits")
    if len(digits) == 8 and len(lengths) > 1:
        expanded = expand_upc_e(digits.encode("ascii"))
        if expanded is None:
            raise GS1DataError("a UPC-E must have number system 0 or 1")
        digits = expanded.decode("ascii")
    return parse_element_string("01" + digits.rjust(14, "0"), config)
