"""GS1 parse requests (Conformance/PROTOCOL.md, "GS1 parse requests"; SPEC C-7.40) answered with biip.

biip says whether GS1 data is well formed and what its elements are; it reports no error kind of SPEC C-7.41 (its
messages are free text), no offset, and no unbracketed or Digital Link output in SPEC C-7.8's and C-7.16's form, so
the capability declares the verdict and the elements only. It has no requisite, exclusion or duplicate checks, so
switching them off changes nothing for it; it places two-digit years by its own rule, so `referenceYear` is not
declared.
"""

from biip import ParseConfig, ParseError
from biip.gs1_digital_link_uris import GS1DigitalLinkURI
from biip.gs1_messages import GS1Message

from . import gs1_data
from .values import value_from_json

CAPABILITY = {
    "members": ["verdict", "elements"],
    "forms": ["bracketed", "unbracketed", "scanData", "digitalLink", "detect"],
    "options": ["checkRequisites", "checkExclusions", "rejectConflictingDuplicates", "separatorSubstitutes"],
}


def parse(request):
    """The outcome of one `gs1Parse` request: accepted with its elements, or rejected."""
    options = request.get("options") or {}
    substitutes = value_from_json(options["separatorSubstitutes"]) if "separatorSubstitutes" in options else b""
    config = ParseConfig(separator_chars=(gs1_data.GROUP_SEPARATOR, "^", *substitutes.decode("latin-1")))
    try:
        elements = _elements(value_from_json(request["input"]), request["form"], config, substitutes)
    except (gs1_data.GS1DataError, ParseError, ValueError):
        return {"verdict": "rejected"}
    return {"verdict": "accepted", "elements": [{"ai": element.ai.ai, "value": element.value} for element in elements]}


def _elements(data, form, config, substitutes):
    text = gs1_data.ascii_text(data, separators=substitutes)
    if form == "bracketed":
        elements = GS1Message.parse_hri(text, config=config).element_strings
    elif form == "digitalLink":
        elements = GS1DigitalLinkURI.parse(text, config=config).element_strings
    elif form == "scanData":
        if not text.startswith("]"):
            raise gs1_data.GS1DataError("scan data starts with a symbology identifier")
        elements = gs1_data.parse_text(text, config)
    elif form == "unbracketed":
        elements = gs1_data.parse_element_string(text, config)
    else:
        elements = gs1_data.parse_text(text, config)
    gs1_data.check_elements(elements)
    return elements
