"""A ScanField: type filter, normalization, rules in order, binding (SPEC C-1, C-2, C-5, C-12.4)."""

from dataclasses import dataclass, replace

from .barcode_types import GTIN_TYPES
from .normalization import FORMS, GTIN_WIDTHS, gs1_carried_gtin, prepare, take_form
from .rules import ConfigurationError, build_rule
from .values import value_from_json


@dataclass(frozen=True)
class Outcome:
    """What the field did with one scan: `write` (value, changed), `reject` (step, position) or `ignore` (type)."""

    kind: str
    value: bytes = None
    changed: bool = False
    step: str = None
    position: int = None
    type: str = None


class FieldRefused(Exception):
    """The field cannot be configured: the `error` object of a `configurationError` response (PROTOCOL.md)."""

    def __init__(self, position, error):
        super().__init__(f"rule {position}: {error}")
        self.error = {"position": position, "rule": error.rule, "reason": error.reason, "message": str(error)}
        if error.offset is not None:
            self.error["offset"] = error.offset


class Field:
    def __init__(self, spec):
        """From a vector's `field`; raises ValueError for a field it does not understand, and FieldRefused for the
        first rule, in declaration order, that the spec refuses (SPEC C-4.20)."""
        types = spec.get("types")
        self.types = None if types is None else frozenset(types)
        self.form = spec["normalization"]
        if self.form not in FORMS:
            raise ValueError(f"unknown normalization {self.form!r}")
        self.rules = []
        for position, rule in enumerate(spec["rules"]):
            try:
                self.rules.append(build_rule(rule))
            except ConfigurationError as error:
                raise FieldRefused(position, error) from error
        initial = spec.get("initialValue")
        self.bound = None if initial is None else value_from_json(initial)

    def run(self, data, reported_type):
        """Runs one scan through the pipeline and binds an accepted value."""
        outcome = self.evaluate(data, reported_type)
        return self.bind(outcome) if outcome.kind == "write" else outcome

    def evaluate(self, data, reported_type):
        """The pipeline without binding: the camera writes only the frame's winner among accepted scans."""
        value, barcode_type = prepare(data, self.form, reported_type)
        if not self.reads(value, barcode_type):
            return Outcome("ignore", type=barcode_type)
        # A scan of a type the field does not list is read only to be written, never rejected (SPEC C-2.7).
        refused = Outcome("ignore", type=barcode_type) if self.unlisted(barcode_type) else None
        value = take_form(value, self.form, barcode_type)
        if value is None:
            return refused or Outcome("reject", step="normalize")
        for position, (step, passes) in enumerate(self.rules):
            if not passes(value, barcode_type):
                return refused or Outcome("reject", step=step, position=position)
        return Outcome("write", value=value)

    def bind(self, accepted):
        """Writes an accepted value; `changed` is false when it equals the bound value (SPEC C-5.3)."""
        changed = accepted.value != self.bound
        self.bound = accepted.value
        return replace(accepted, changed=changed)

    def unlisted(self, barcode_type):
        return self.types is not None and barcode_type is not None and barcode_type not in self.types

    def reads(self, value, barcode_type):
        """The type filter (SPEC C-2.1, C-2.2), with GTINs carried in GS1 data for GTIN fields (C-2.6); an unlisted
        GTIN type is never read for its GTIN (C-2.8)."""
        if not self.unlisted(barcode_type):
            return True
        return (self.form in GTIN_WIDTHS and not self.types.isdisjoint(GTIN_TYPES)
                and barcode_type not in GTIN_TYPES and gs1_carried_gtin(value, barcode_type) is not None)
