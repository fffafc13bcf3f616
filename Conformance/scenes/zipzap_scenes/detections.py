"""zxing-cpp results -> the camera model's detections (SPEC C-8.20): type, bytes and the centre of the corners."""
import zxingcpp

# zxing-cpp's format -> the suite's BarcodeType; formats whose GS1 variant the symbology identifier tells apart
# map to (plain, GS1, identifiers that mean GS1).
_TYPES = {
    "EAN13": "ean13", "EAN8": "ean8", "UPCA": "upcA", "UPCE": "upcE",
    "Code39": "code39", "Code93": "code93", "Codabar": "codabar",
    "DataBar": "gs1DataBar", "DataBarExpanded": "gs1DataBarExpanded", "DataBarLimited": "gs1DataBarLimited",
    "PDF417": "pdf417", "Aztec": "aztec", "MicroQRCode": "microQR",
}
_GS1_VARIANTS = {
    "Code128": ("code128", "gs1128", {"]C1"}),
    "DataMatrix": ("dataMatrix", "gs1DataMatrix", {"]d2"}),
    "QRCode": ("qr", "gs1QR", {"]Q3", "]Q4"}),
}


class UnmappedFormat(ValueError):
    pass


def barcode_type(format_name: str, identifier: str, value: bytes) -> str:
    """The suite's type for a result: a 14-digit ITF is itf14, any other length interleaved2of5 (C-2.5)."""
    if format_name == "ITF":
        return "itf14" if len(value) == 14 and value.isdigit() else "interleaved2of5"
    if format_name in _GS1_VARIANTS:
        plain, gs1, identifiers = _GS1_VARIANTS[format_name]
        return gs1 if identifier in identifiers else plain
    if format_name in _TYPES:
        return _TYPES[format_name]
    raise UnmappedFormat(f"zxing-cpp format {format_name} has no BarcodeType")


def format_name(result) -> str:
    return result.format.name


def centre(result, width: int, height: int) -> tuple[int, int]:
    """The mean of the four corner points, in ten-thousandths of the frame, rounded half up (integers only)."""
    corners = [result.position.top_left, result.position.top_right, result.position.bottom_right, result.position.bottom_left]
    sum_x = sum(point.x for point in corners)
    sum_y = sum(point.y for point in corners)
    # round(sum / 4 / width * 10000) with integer arithmetic: floor((2 * sum * 10000 + 4 * width) / (8 * width))
    return ((2 * sum_x * 10000 + 4 * width) // (8 * width), (2 * sum_y * 10000 + 4 * height) // (8 * height))


def value_json(value: bytes):
    """A value as vectors write it: a string when it is UTF-8, else {"hex": ...}."""
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return {"hex": value.hex()}


def read(image, **options) -> list:
    """Every result zxing-cpp reports for the image with these reader options, in a stable order."""
    results = zxingcpp.read_barcodes(image, **options)
    return sorted(results, key=lambda r: (r.position.top_left.y, r.position.top_left.x, r.format.name, r.bytes))


def record(result, width: int, height: int) -> dict:
    """What the decoder reported, for the fixture (reviewers read it) and the detection made from it."""
    value = bytes(result.bytes)
    x, y = centre(result, width, height)
    corners = [result.position.top_left, result.position.top_right, result.position.bottom_right, result.position.bottom_left]
    return {
        "decoder": {
            "format": format_name(result), "symbologyIdentifier": result.symbology_identifier, "text": result.text,
            "corners": [[point.x, point.y] for point in corners],
        },
        "detection": {"value": value_json(value), "type": barcode_type(format_name(result), result.symbology_identifier, value), "x": x, "y": y},
    }
