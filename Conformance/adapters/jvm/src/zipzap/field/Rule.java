package zipzap.field;

import zipzap.gs1.GS1;
import zipzap.pattern.Pattern;

/** A validation rule (SPEC C-4), run on the normalized value and the scan's type after normalization. */
public sealed interface Rule {
    /** The name a rejection reports (C-4.7: a fixture by its own name). */
    String name();

    boolean accepts(byte[] value, BarcodeType type);

    /** `.checkDigit` (C-4.2). */
    record CheckDigit() implements Rule {
        public String name() { return "checkDigit"; }

        public boolean accepts(byte[] v, BarcodeType type) {
            if (type == BarcodeType.upcE && v.length == 8) {
                byte[] upcA = CheckDigits.expandUPCE(v);
                return upcA != null && CheckDigits.mod10Holds(upcA);
            }
            if (type == null || type.isGTIN()) {
                if (Digits.isGTINShape(v)) return CheckDigits.mod10Holds(v);
                return type == null;
            }
            return true;
        }
    }

    /** `.length(min...max)` in scalars (C-4.3, C-4.8); the range is checked when the field is configured. */
    record Length(long min, long max) implements Rule {
        public String name() { return "length"; }

        public boolean accepts(byte[] v, BarcodeType type) {
            long n = Utf8.countScalars(v);
            return n >= min && n <= max;
        }
    }

    /** `.matches` (C-4.4), compiled when the field is configured. */
    record Matches(Pattern pattern) implements Rule {
        public String name() { return "matches"; }

        public boolean accepts(byte[] v, BarcodeType type) { return pattern.matches(v); }
    }

    /** `.gs1` (C-4.5, C-7.13) with the checks across elements it keeps on (C-7.3). */
    record Gs1(boolean checkRequisites, boolean checkExclusions, boolean rejectConflictingDuplicates) implements Rule {
        public String name() { return "gs1"; }

        public boolean accepts(byte[] v, BarcodeType type) {
            return GS1.ruleAccepts(v, type == null ? null : type.name(), checkRequisites, checkExclusions,
                    rejectConflictingDuplicates);
        }
    }

    /** One of the custom-rule fixtures of C-4.7. */
    record Custom(Fixture fixture) implements Rule {
        public String name() { return fixture.name(); }

        public boolean accepts(byte[] v, BarcodeType type) { return fixture.accepts(v, type); }
    }
}
