package zipzap.gs1;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Receives the elements a reader reads, in input order, and checks each at once (SPEC C-7.9): its value, then
 *  the duplicate check (C-7.10); so the first failure in input order stops the parse. */
final class ElementSink {
    private final ValueChecker checker;
    private final boolean rejectConflictingDuplicates;
    /** Each AI's first value: a repeat that passed is equal to it, so comparing with it is enough (linear time). */
    private final Map<AIEntry, byte[]> firstValues = new HashMap<>();
    final List<Element> elements = new ArrayList<>();

    ElementSink(ValueChecker checker, boolean rejectConflictingDuplicates) {
        this.checker = checker;
        this.rejectConflictingDuplicates = rejectConflictingDuplicates;
    }

    void accept(Element element) throws GS1Failure {
        checker.check(element);
        byte[] first = firstValues.putIfAbsent(element.entry, element.value);
        if (rejectConflictingDuplicates && first != null && !Arrays.equals(first, element.value)) {
            throw new GS1Failure("conflictingDuplicate", element.ai(), element.valueOffset);
        }
        elements.add(element);
    }
}
