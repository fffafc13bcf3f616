"""GTINs: their digit counts, UPC-E expansion, right alignment (SPEC C-3.4, C-3.5) and the GS1 mod-10 check."""

from stdnum import ean

GTIN_LENGTHS = (8, 12, 13, 14)


def is_gtin(data):
    """8, 12, 13 or 14 ASCII digits (bytes.isdigit is ASCII-only)."""
    return len(data) in GTIN_LENGTHS and data.isdigit()


def expand_upc_e(data):
    """The 12-digit UPC-A of an 8-digit UPC-E with number system 0 or 1, or None.

    python-stdnum has no UPC-E and biip's expansion verifies the check digit, which normalization must not do.
    """
    if len(data) != 8 or not data.isdigit() or data[:1] not in (b"0", b"1"):
        return None
    digits = data.decode("ascii")
    system, body, check = digits[0], digits[1:7], digits[7]
    last = body[5]
    if last in "012":
        middle = body[:2] + last + "0000" + body[2:5]
    elif last == "3":
        middle = body[:3] + "00000" + body[3:5]
    elif last == "4":
        middle = body[:4] + "00000" + body[4]
    else:
        middle = body[:5] + "0000" + last
    return (system + middle + check).encode("ascii")


def right_aligned(digits, width):
    """The GTIN written in `width` digits: zeros added on the left or leading zeros dropped; None if it does not fit."""
    if len(digits) <= width:
        return digits.rjust(width, b"0")
    dropped = digits[:len(digits) - width]
    return digits[len(digits) - width:] if dropped.strip(b"0") == b"" else None


def has_valid_check_digit(digits):
    """The GS1 mod-10 check of a GTIN of 8, 12, 13 or 14 digits."""
    return ean.is_valid(digits.decode("ascii"))
