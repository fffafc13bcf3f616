"""Barcode types in declaration order (the camera's tie break, SPEC C-8.3), their sets, and AIM identifiers."""

TYPES = (
    "upcA", "upcE", "ean13", "ean8", "itf14", "interleaved2of5", "code39", "code93", "codabar", "code128",
    "gs1128", "gs1DataBar", "gs1DataBarLimited", "gs1DataBarExpanded", "pdf417", "microPDF417", "qr", "microQR",
    "gs1QR", "dataMatrix", "gs1DataMatrix", "aztec", "dotCode", "gs1DotCode",
)
DECLARATION_ORDER = {name: index for index, name in enumerate(TYPES)}

# SPEC C-4.1: the types that carry a GTIN by themselves.
GTIN_TYPES = frozenset({"upcA", "upcE", "ean13", "ean8", "itf14"})
# SPEC C-2.4: the types whose data is a GS1 element string.
GS1_ELEMENT_STRING_TYPES = frozenset({
    "gs1128", "gs1DataBar", "gs1DataBarLimited", "gs1DataBarExpanded", "gs1QR", "gs1DataMatrix", "gs1DotCode",
})
# SPEC C-7.13: plain 2D types read GS1 data only as a Digital Link URI.
DIGITAL_LINK_TYPES = frozenset({"qr", "dataMatrix", "dotCode"})


def _is_digit(byte):
    return 0x30 <= byte <= 0x39


def _is_letter(byte):
    return 0x41 <= byte <= 0x5A or 0x61 <= byte <= 0x7A


def identifier_at_start(data):
    """The three-byte AIM identifier the value starts with (SPEC C-2.5), or None."""
    if len(data) >= 3 and data[0] == 0x5D and _is_letter(data[1]) and (_is_digit(data[2]) or 0x41 <= data[2] <= 0x5A):
        return data[:3].decode("ascii")
    return None


def _ean_upc_type(data):
    if not data.isdigit():
        return "ean13"
    if len(data) == 8:
        return "upcE"
    if len(data) == 12 or (len(data) == 13 and data.startswith(b"0")):
        return "upcA"
    return "ean13"


def _itf_type(data):
    return "itf14" if len(data) == 14 and data.isdigit() else "interleaved2of5"


def _fixed(name):
    return lambda data: name


def _table():
    table = {"]E0": _ean_upc_type, "]E4": _fixed("ean8"), "]I0": _itf_type, "]I1": _itf_type,
             "]G0": _fixed("code93"), "]C0": _fixed("code128"), "]C2": _fixed("code128"), "]C4": _fixed("code128"),
             "]C1": _fixed("gs1128"), "]e0": _fixed("gs1DataBar"), "]Q3": _fixed("gs1QR"), "]Q4": _fixed("gs1QR"),
             "]d0": _fixed("dataMatrix"), "]d1": _fixed("dataMatrix"), "]d2": _fixed("gs1DataMatrix"),
             "]z0": _fixed("aztec"), "]J0": _fixed("dotCode"), "]J1": _fixed("gs1DotCode")}
    for modifier in "01234567":
        table["]A" + modifier] = _fixed("code39")
    for modifier in "01234":
        table["]F" + modifier] = _fixed("codabar")
    for modifier in "012":
        table["]L" + modifier] = _fixed("pdf417")
        table["]Q" + modifier] = _fixed("qr")
    return table


_RECOGNIZED = _table()


def recognized_type(identifier, data):
    """The type a recognized identifier names for its data (SPEC C-2.5), or None when not recognized."""
    type_for = _RECOGNIZED.get(identifier)
    return type_for(data) if type_for else None

# The identifier a scanner sends for each type; GS1 data of a known type is read as that scan data (SPEC C-7.13).
CANONICAL_IDENTIFIER = {
    "upcA": "]E0", "upcE": "]E0", "ean13": "]E0", "ean8": "]E4", "itf14": "]I1", "interleaved2of5": "]I0",
    "code39": "]A0", "code93": "]G0", "codabar": "]F0", "code128": "]C0", "gs1128": "]C1", "gs1DataBar": "]e0",
    "gs1DataBarLimited": "]e0", "gs1DataBarExpanded": "]e0", "pdf417": "]L2", "microPDF417": "]L2", "qr": "]Q1",
    "microQR": "]Q1", "gs1QR": "]Q3", "dataMatrix": "]d1", "gs1DataMatrix": "]d2", "aztec": "]z0", "dotCode": "]J0",
    "gs1DotCode": "]J1",
}
