package zipzap.gs1;

/** The one error a parse reports (SPEC C-7.9, C-7.15): its kind from the closed list of C-7.41, the AI when known
 *  (else null) and the byte offset into the input. Thrown to stop at the first failure; it carries no stack. */
final class GS1Failure extends Exception {
    final String kind;
    final String ai;
    final int offset;

    GS1Failure(String kind, String ai, int offset) {
        super(kind + (ai == null ? "" : " in AI (" + ai + ")") + " at offset " + offset, null, false, false);
        this.kind = kind;
        this.ai = ai;
        this.offset = offset;
    }
}
