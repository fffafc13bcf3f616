"""Normalization forms (SPEC C-3): trimming, stripping an AIM identifier, UPC-E expansion and the GTIN forms."""

from .barcode_types import identifier_at_start, recognized_type
from .gs1_data import GS1DataError, carried_gtin, parse_gs1
from .gtin import expand_upc_e, is_gtin, right_aligned

FORMS = ("none", "trimmed", "symbologyIdentifierStripped", "upcEExpanded", "gtin12", "gtin13", "gtin14")
GTIN_WIDTHS = {"gtin12": 12, "gtin13": 13, "gtin14": 14}

_WHITE_SPACE = (
    "\u0009\u000a\u000b\u000c\u000d\u0020\u0085\u00a0\u1680" + "".join(map(chr, range(0x2000, 0x200B)))
    + "\u2028\u2029\u202f\u205f\u3000"
)
_CONTROLS = "".join(map(chr, range(0x00, 0x20))) + "".join(map(chr, range(0x7F, 0xA0)))
# SPEC C-3.2: Unicode White_Space (not Python's isspace, which differs), Cc, and U+FEFF.
_TRIMMED_SCALARS = _WHITE_SPACE + _CONTROLS + "\ufeff"


def trim(data):
    """SPEC C-3.2. surrogateescape keeps ill-formed bytes as lone surrogates, which are never trimmed."""
    return data.decode("utf-8", "surrogateescape").strip(_TRIMMED_SCALARS).encode("utf-8", "surrogateescape")


def prepare(data, form, reported_type):
    """Trimming and identifier stripping: (value, the scan's type after normalization) (SPEC C-2.2, C-2.3, C-3.3)."""
    if form == "none":
        return data, reported_type
    value = trim(data)
    if form == "trimmed":
        return value, reported_type
    identifier = identifier_at_start(value)
    learned = recognized_type(identifier, value[3:]) if identifier else None
    if learned is None:
        return value, reported_type
    return value[3:], reported_type or learned


def take_form(value, form, barcode_type):
    """The value in a form after `prepare`, or None when it cannot take the form (SPEC C-3.4 to C-3.6, C-3.8)."""
    if form == "upcEExpanded":
        return expand_upc_e(value) if barcode_type == "upcE" else value
    width = GTIN_WIDTHS.get(form)
    if width is None:
        return value
    digits = gtin_digits(value, barcode_type)
    return right_aligned(digits, width) if digits is not None else None


def gtin_digits(value, barcode_type):
    """The GTIN a value stands for: itself, a UPC-E's expansion, or the GTIN its GS1 data carries."""
    if barcode_type == "upcE":
        return expand_upc_e(value)
    if is_gtin(value):
        return value
    return gs1_carried_gtin(value, barcode_type)


def gs1_carried_gtin(value, barcode_type):
    """The GTIN in AI (01) or (02) of well-formed GS1 data, or None (SPEC C-3.8)."""
    try:
        gtin = carried_gtin(parse_gs1(value, barcode_type))
    except GS1DataError:
        return None
    return gtin.encode("ascii") if gtin is not None else None
