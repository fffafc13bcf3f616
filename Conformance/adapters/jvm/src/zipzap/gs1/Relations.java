package zipzap.gs1;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The checks across elements, run once every element passed (SPEC C-7.9): element by element in input order its
 *  exclusions, then its requisites (C-7.17, each switchable, C-7.3); then the serial a digital signature needs
 *  (C-7.18, never switched off). Each points at the value of the element it concerns (C-7.43). */
final class Relations {
    private Relations() {}

    private static final String[] SERIALISED_BY_VALUE = {"253", "255", "8003"};

    static void check(List<Element> elements, GS1Options options) throws GS1Failure {
        // The AIs present, once each: relations look only at which AIs are there (linear in the elements).
        Set<String> present = new LinkedHashSet<>();
        for (Element e : elements) present.add(e.ai());
        for (Element e : elements) {
            if (options.checkExclusions()) {
                for (String pattern : e.entry.exclusions) {
                    for (String other : present) {
                        if (!other.equals(e.ai()) && AIEntry.patternMatches(pattern, other)) {
                            throw new GS1Failure("mutuallyExclusive", e.ai(), e.valueOffset);
                        }
                    }
                }
            }
            if (options.checkRequisites()) {
                for (String[][] requisite : e.entry.requisites) {
                    if (!met(requisite, present)) throw new GS1Failure("missingRequisite", e.ai(), e.valueOffset);
                }
            }
        }
        if (!present.contains("8030")) return;
        for (Element e : elements) {
            for (String key : SERIALISED_BY_VALUE) {
                if (e.ai().equals(key) && e.value.length <= e.entry.mandatoryLength) {
                    throw new GS1Failure("missingSerialComponent", e.ai(), e.valueOffset);
                }
            }
        }
    }

    private static boolean met(String[][] requisite, Set<String> present) {
        for (String[] alternative : requisite) {
            boolean all = true;
            for (String pattern : alternative) all &= matchesAny(pattern, present);
            if (all) return true;
        }
        return false;
    }

    private static boolean matchesAny(String pattern, Set<String> present) {
        for (String ai : present) if (AIEntry.patternMatches(pattern, ai)) return true;
        return false;
    }
}
