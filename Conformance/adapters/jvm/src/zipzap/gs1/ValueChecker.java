package zipzap.gs1;

/** Checks one element's value against its AI's format, in SPEC C-7.9's order: an empty value; the whole value's
 *  length; then component by component (C-7.26) its length, its character set, its named checks (C-7.41, C-7.44). */
final class ValueChecker {
    private final Linters linters;

    ValueChecker(Linters linters) {
        this.linters = linters;
    }

    void check(Element element) throws GS1Failure {
        byte[] v = element.value;
        AIEntry entry = element.entry;
        if (v.length == 0) throw element.failure("emptyValue", 0);
        if (v.length > entry.maxLength) throw element.failure("valueTooLong", entry.maxLength);
        if (v.length < entry.mandatoryLength) throw element.failure("valueTooShort", v.length);
        int p = 0;
        for (Component c : entry.components) {
            if (c.optional() && p == v.length) break;
            int n = Math.min(c.maxLength(), v.length - p);
            if (n < c.minLength()) throw element.failure("valueTooShort", v.length);
            int bad = c.set().firstInvalid(v, p, p + n);
            if (bad >= 0) throw element.failure("invalidCharacter", bad);
            for (String check : c.checks()) {
                int at = linters.check(check, v, p, p + n);
                if (at >= 0) throw element.failure(check, at);
            }
            p += n;
        }
        // No byte is left over: the value is no longer than the components' maximum lengths together.
    }
}
