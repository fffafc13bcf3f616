"""One barcode symbol as a grayscale image (0 black, 255 white), one pixel per module before scaling.

zxing-cpp 2.3.0 writes every symbology the scenes use except GS1 ones: its Python writer has no way to put FNC1 in
a Code 128 or Data Matrix symbol, so GS1-128 and GS1 DataMatrix come from pystrich, which does.
"""
import numpy as np
import zxingcpp
from pystrich.code128 import FNC1 as CODE128_FNC1, Code128Data, Code128Encoder
from pystrich.datamatrix import FNC1 as DATAMATRIX_FNC1, DataMatrixData, DataMatrixEncoder

GS = "\x1d"

# Scene format names -> the zxing-cpp writer's format. The EAN/UPC writers take the data without its check digit
# (they compute it), so a scene cannot draw an EAN-13 whose check digit is wrong, and neither can a printer.
_ZXING_WRITERS = {
    "ean13": zxingcpp.BarcodeFormat.EAN13,
    "ean8": zxingcpp.BarcodeFormat.EAN8,
    "upcA": zxingcpp.BarcodeFormat.UPCA,
    "upcE": zxingcpp.BarcodeFormat.UPCE,
    "itf": zxingcpp.BarcodeFormat.ITF,
    "code128": zxingcpp.BarcodeFormat.Code128,
    "qr": zxingcpp.BarcodeFormat.QRCode,
    "dataMatrix": zxingcpp.BarcodeFormat.DataMatrix,
}
_CHECK_DIGIT_COMPUTED = {"ean13", "ean8", "upcA", "upcE"}
LINEAR = {"ean13", "ean8", "upcA", "upcE", "itf", "code128", "gs1128"}
FORMATS = sorted(set(_ZXING_WRITERS) | {"gs1128", "gs1DataMatrix"})


class SymbolError(ValueError):
    pass


def modules(format_name: str, data: str) -> np.ndarray:
    """The symbol's modules: a 1 x N row for linear symbols, an M x N matrix otherwise; no quiet zone."""
    if format_name == "gs1128":
        bars = Code128Encoder(Code128Data(*_gs1_segments(data, CODE128_FNC1), encoding="ascii")).bars
        return _row(np.array([0 if bar == "1" else 255 for bar in bars], dtype=np.uint8))
    if format_name == "gs1DataMatrix":
        encoder = DataMatrixEncoder(DataMatrixData(*_gs1_segments(data, DATAMATRIX_FNC1), encoding="ascii"), quiet_zone=0)
        return np.array(encoder.init_renderer().get_pilimage(1).convert("L"), dtype=np.uint8)
    writer = _ZXING_WRITERS.get(format_name)
    if writer is None:
        raise SymbolError(f"unknown format '{format_name}'; formats: {', '.join(FORMATS)}")
    text = data
    if format_name in _CHECK_DIGIT_COMPUTED:
        if not data.isdigit() or gtin_check_digit(data[:-1]) != int(data[-1]):
            raise SymbolError(f"{format_name} '{data}': not digits with a right check digit (the writer computes it)")
        text = data[:-1]
    bitmap = np.array(zxingcpp.write_barcode(writer, text, quiet_zone=0), dtype=np.uint8)
    return _row(bitmap[0]) if format_name in LINEAR else bitmap


def gtin_check_digit(digits: str) -> int:
    """The GS1 mod-10 check digit of `digits` (weights 3, 1, 3 ... from the right)."""
    total = sum(int(digit) * (3 if index % 2 == 0 else 1) for index, digit in enumerate(reversed(digits)))
    return (10 - total % 10) % 10


def _row(row: np.ndarray) -> np.ndarray:
    return row.reshape(1, -1)


def _gs1_segments(data: str, fnc1):
    """GS1 data written with GS where FNC1 separates elements -> pystrich segments with a leading FNC1."""
    segments = [fnc1]
    for index, element in enumerate(data.split(GS)):
        if index > 0:
            segments.append(fnc1)
        segments.append(element)
    return segments


def image(format_name: str, data: str, module: int, height: int, quiet: int | None = None) -> np.ndarray:
    """The symbol at `module` pixels per module with its quiet zone; linear symbols are `height` modules tall."""
    cells = modules(format_name, data)
    if cells.shape[0] == 1:
        cells = np.repeat(cells, height, axis=0)
    quiet = (10 if format_name in LINEAR else 4) if quiet is None else quiet
    cells = np.pad(cells, quiet, constant_values=255)
    return np.kron(cells, np.ones((module, module), dtype=np.uint8))
