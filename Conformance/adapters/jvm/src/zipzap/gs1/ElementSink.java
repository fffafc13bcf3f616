package zipzap.gs1;

import java.util.ArrayList;
import java.util.List;

/** Receives the elements a reader reads, in input order, and checks each at once (SPEC C-7.9): its value, then
 *  the duplicate check (C-7.10); so the first failure in input order stops the parse. */
final class ElementSink {
    private final ValueChecker checker;
    private final boolean rejectConflictingDuplicates;
    final List<Element> elements = new ArrayList<>();

    ElementSink(ValueChecker checker, boolean rejectConflictingDuplicates) {
        this.checker = checker;
        this.rejectConflictingDuplicates = rejectConflictingDuplicates;
    }

    void accept(Element element) throws GS1Failure {
        checker.check(element);
        if (rejectConflictingDuplicates) {
            for (Element earlier : elements) {
                if (earlier.entry == element.entry && !java.util.Arrays.equals(earlier.value, element.value)) {
                    throw new GS1Failure("conflictingDuplicate", element.ai(), element.valueOffset);
                }
            }
        }
        elements.add(element);
    }
}
