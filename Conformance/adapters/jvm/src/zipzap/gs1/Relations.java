package zipzap.gs1;

import java.util.List;

/** The checks across elements, run once every element passed (SPEC C-7.9): element by element in input order its
 *  exclusions, then its requisites (C-7.17, each switchable, C-7.3); then the serial a digital signature needs
 *  (C-7.18, never switched off). Each points at the value of the element it concerns (C-7.43). */
final class Relations {
    private Relations() {}

    private static final String[] SERIALISED_BY_VALUE = {"253", "255", "8003"};

    static void check(List<Element> elements, GS1Options options) throws GS1Failure {
        for (Element e : elements) {
            if (options.checkExclusions()) {
                for (String pattern : e.entry.exclusions) {
                    for (Element other : elements) {
                        if (!other.ai().equals(e.ai()) && AIEntry.patternMatches(pattern, other.ai())) {
                            throw new GS1Failure("mutuallyExclusive", e.ai(), e.valueOffset);
                        }
                    }
                }
            }
            if (options.checkRequisites()) {
                for (String[][] requisite : e.entry.requisites) {
                    if (!met(requisite, elements)) throw new GS1Failure("missingRequisite", e.ai(), e.valueOffset);
                }
            }
        }
        if (!present("8030", elements)) return;
        for (Element e : elements) {
            for (String key : SERIALISED_BY_VALUE) {
                if (e.ai().equals(key) && e.value.length <= e.entry.mandatoryLength) {
                    throw new GS1Failure("missingSerialComponent", e.ai(), e.valueOffset);
                }
            }
        }
    }

    private static boolean met(String[][] requisite, List<Element> elements) {
        for (String[] alternative : requisite) {
            boolean all = true;
            for (String pattern : alternative) all &= present(pattern, elements);
            if (all) return true;
        }
        return false;
    }

    private static boolean present(String pattern, List<Element> elements) {
        for (Element e : elements) if (AIEntry.patternMatches(pattern, e.ai())) return true;
        return false;
    }
}
