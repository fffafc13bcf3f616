"""The portable pattern subset (PATTERNS.md): checked by our own parser, then rewritten for Python's `re`.

PATTERNS.md §5: every host engine accepts patterns the subset refuses, so `re` cannot judge validity. The rewrite
writes every literal as a \\U escape, `.` as its class, `^`/`$` as `\\A`/`\\Z`, and keeps `\\d \\w \\s` under
re.ASCII, which makes them exactly the ASCII sets of §3.
"""

import re

MAXIMUM_SCALARS = 4096
MAXIMUM_DEPTH = 100
MAXIMUM_BOUND = 1000
MAXIMUM_SIZE = 10_000

_DOT = "[^\\n\\r\\x85\\u2028\\u2029]"
_CLASS_ESCAPES = "dDwWsS"
_CONTROL_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "f": "\f", "v": "\v"}
_IDENTITY_ESCAPES = "\\.^$|()[]{}*+?/-"
_QUANTIFIER_STARTS = "*+?{"
_HEX = "0123456789abcdefABCDEF"


class PatternError(Exception):
    """A pattern outside the subset: a configuration error (SPEC C-4.4), with PATTERNS.md's reason and offset."""

    def __init__(self, reason, offset):
        super().__init__(f"{reason} at offset {offset}")
        self.reason = reason
        self.offset = offset


def compile_portable(pattern):
    """A compiled `re` pattern for a pattern of the portable subset; raises PatternError."""
    if len(pattern) > MAXIMUM_SCALARS:
        raise PatternError("tooLarge", MAXIMUM_SCALARS)
    source, size = _Parser(pattern).parse()
    if size > MAXIMUM_SIZE:
        raise PatternError("tooLarge", 0)
    return re.compile(source, re.ASCII)


def _literal(scalar):
    return scalar if scalar.isascii() and scalar.isalnum() else f"\\U{ord(scalar):08x}"


class _Parser:
    def __init__(self, pattern):
        self.text = pattern
        self.at = 0
        self.open_groups = []

    def peek(self, ahead=0):
        index = self.at + ahead
        return self.text[index] if index < len(self.text) else None

    def parse(self):
        source, size = self.alternation()
        if self.peek() == ")":
            raise PatternError("unbalancedParenthesis", self.at)
        return source, size

    def alternation(self):
        sources, size = [], 0
        while True:
            source, part = self.sequence()
            sources.append(source)
            size += part if source else 1  # an empty alternative counts 1 (PATTERNS.md "Limits")
            if self.peek() != "|":
                return "|".join(sources), size
            self.at += 1

    def sequence(self):
        parts, size = [], 0
        while self.peek() is not None and self.peek() not in "|)":
            source, atom_size, is_anchor = self.atom()
            source, atom_size = self.quantified(source, atom_size, is_anchor)
            parts.append(source)
            size += atom_size
        return "".join(parts), size

    def atom(self):
        start, scalar = self.at, self.peek()
        if scalar in _QUANTIFIER_STARTS:
            if scalar == "{" and not self.counted_bounds_ahead():
                raise PatternError("invalidQuantifier", start)
            raise PatternError("nothingToRepeat", start)
        if scalar in "]}":
            raise PatternError("unescapedMetacharacter", start)
        self.at += 1
        if scalar == "(":
            return self.group(start)
        if scalar == "[":
            return self.character_class(start), 1, False
        if scalar == ".":
            return _DOT, 1, False
        if scalar == "^":
            return "\\A", 1, True
        if scalar == "$":
            return "\\Z", 1, True
        if scalar == "\\":
            source, _ = self.escape(start)
            return source, 1, False
        return _literal(scalar), 1, False

    def group(self, start):
        if self.peek() == "?":
            if self.peek(1) != ":":
                raise PatternError("unsupportedConstruct", start)
            self.at += 2
        if len(self.open_groups) == MAXIMUM_DEPTH:
            raise PatternError("tooDeeplyNested", start)
        self.open_groups.append(start)
        source, size = self.alternation()
        if self.peek() != ")":
            raise PatternError("unbalancedParenthesis", self.open_groups[-1])
        self.open_groups.pop()
        self.at += 1
        return f"(?:{source})", size, False

    def escape(self, start):
        """An escape after its backslash: (rewritten source, the scalar it names or None for a class escape)."""
        scalar = self.peek()
        if scalar is None:
            raise PatternError("danglingEscape", start)
        self.at += 1
        if scalar in _CLASS_ESCAPES:
            return "\\" + scalar, None
        if scalar in _CONTROL_ESCAPES:
            named = _CONTROL_ESCAPES[scalar]
        elif scalar in _IDENTITY_ESCAPES:
            named = scalar
        elif scalar in "xu":
            named = self.hex_escape(start, 2 if scalar == "x" else 4)
        elif scalar == "Q":
            raise PatternError("unsupportedConstruct", start)
        else:
            raise PatternError("unsupportedEscape", start)
        return _literal(named), named

    def hex_escape(self, start, count):
        digits = self.text[self.at:self.at + count]
        if len(digits) != count or any(digit not in _HEX for digit in digits):
            raise PatternError("malformedEscape", start)
        value = int(digits, 16)
        if 0xD800 <= value <= 0xDFFF:
            raise PatternError("malformedEscape", start)
        self.at += count
        return chr(value)

    def character_class(self, start):
        negated = self.peek() == "^"
        if negated:
            self.at += 1
        if self.peek() == "]":
            raise PatternError("emptyClass", start)  # at the class's [ (PATTERNS.md §3)
        members = []
        while self.peek() != "]":
            members.append(self.class_member(start, first=not members))
        self.at += 1
        return "[" + ("^" if negated else "") + "".join(members) + "]"

    def class_member(self, class_start, first):
        start = self.at
        if self.text.startswith(("&&", "--", "~~"), start):
            raise PatternError("unsupportedConstruct", start)
        if self.peek() == "-":
            # An unescaped hyphen is a literal only as the first or the last member.
            if not first and self.peek(1) != "]":
                raise PatternError("misplacedHyphen", start)
            self.at += 1
            return _literal("-")
        low_source, low = self.class_scalar(class_start)
        if self.peek() != "-" or self.peek(1) == "]":
            return low_source
        if self.text.startswith("--", self.at):
            raise PatternError("unsupportedConstruct", self.at)
        self.at += 1
        high_start = self.at
        high_source, high = self.class_scalar(class_start)
        if low is None:
            raise PatternError("invalidRange", start)
        if high is None:
            raise PatternError("invalidRange", high_start)
        if ord(low) > ord(high):
            raise PatternError("invalidRange", start)
        return f"{low_source}-{high_source}"

    def class_scalar(self, class_start):
        """One class member end: (rewritten source, its scalar or None for a class escape)."""
        start, scalar = self.at, self.peek()
        if scalar is None:
            raise PatternError("unterminatedClass", class_start)
        if scalar == "[":
            reason = "unsupportedConstruct" if self.peek(1) in (":", "=") else "unescapedMetacharacter"
            raise PatternError(reason, start)
        self.at += 1
        if scalar == "\\":
            return self.escape(start)
        return _literal(scalar), scalar

    def valid_bounds_ahead(self):
        """(low, high or None, length) of the valid `{n}`, `{n,}` or `{n,m}`, bounds included, that starts here, or
        None: a `{` that is not one is `invalidQuantifier` before anything is said about what it would repeat
        (PATTERNS.md, "Quantifiers")."""
        found = re.match(r"\{([0-9]+)(?:(,)([0-9]*))?\}", self.text[self.at:])
        if not found:
            return None
        low = int(found.group(1))
        high = low if not found.group(2) else (int(found.group(3)) if found.group(3) else None)
        if low > MAXIMUM_BOUND or (high is not None and (high > MAXIMUM_BOUND or low > high)):
            return None
        return low, high, found.end()

    def counted_bounds_ahead(self):
        return self.valid_bounds_ahead() is not None

    def quantified(self, source, size, is_anchor):
        scalar = self.peek()
        if scalar is None or scalar not in _QUANTIFIER_STARTS:
            return source, size
        start = self.at
        if is_anchor:
            if scalar == "{" and not self.counted_bounds_ahead():
                raise PatternError("invalidQuantifier", start)
            raise PatternError("quantifiedAnchor", start)
        if scalar == "{":
            low, high = self.counted_bounds(start)
            quantifier = f"{{{low}}}" if low == high else f"{{{low},{'' if high is None else high}}}"
            size *= max(low, 1) if high is None else high
        else:
            self.at += 1
            quantifier = scalar  # `*`, `+` and `?` count their content once
        lazy = self.peek() == "?"
        if lazy:
            self.at += 1  # lazy: never changes a yes/no answer
        following = self.peek()
        if following == "+" and not lazy:  # `*?+` is stacked (PATTERNS.md §3), `*+` possessive
            raise PatternError("possessiveQuantifier", self.at)
        if following is not None and following in _QUANTIFIER_STARTS:
            raise PatternError("stackedQuantifier", self.at)
        return f"(?:{source}){quantifier}", size

    def counted_bounds(self, start):
        bounds = self.valid_bounds_ahead()
        if bounds is None:
            raise PatternError("invalidQuantifier", start)
        low, high, length = bounds
        self.at += length
        return low, high
