package zipzap.gs1;

import java.util.List;

/** One parse of GS1 data (SPEC C-7): the form read, every element checked in input order, then the checks across
 *  elements; a byte GS1 data never holds wins when it comes at or before the first error (C-7.9, C-7.14). */
final class Parser {
    enum Form { BRACKETED, UNBRACKETED, SCAN_DATA, DIGITAL_LINK, DETECT }

    private Parser() {}

    static List<Element> parse(byte[] in, Form form, GS1Options options) throws GS1Failure {
        if (in.length == 0) throw new GS1Failure("emptyInput", null, 0);
        int invalidByte = -1;
        for (int i = 0; i < in.length && invalidByte < 0; i++) if (options.isInvalidByte(in[i])) invalidByte = i;
        try {
            List<Element> elements = read(in, form == Form.DETECT ? detect(in) : form, options);
            if (invalidByte >= 0) throw new GS1Failure("invalidByte", null, invalidByte);
            return elements;
        } catch (GS1Failure failure) {
            if (invalidByte >= 0 && invalidByte <= failure.offset) throw new GS1Failure("invalidByte", null, invalidByte);
            throw failure;
        }
    }

    /** C-7.2: `(` bracketed, `]` scan data, an http(s) scheme a Digital Link URI, anything else unbracketed. */
    static Form detect(byte[] in) {
        if (in[0] == '(') return Form.BRACKETED;
        if (in[0] == ']') return Form.SCAN_DATA;
        if (DigitalLinkReader.schemeLength(in, 0) > 0) return Form.DIGITAL_LINK;
        return Form.UNBRACKETED;
    }

    private static List<Element> read(byte[] in, Form form, GS1Options options) throws GS1Failure {
        AITable table = AITable.PUBLISHED;
        ElementSink sink = new ElementSink(new ValueChecker(new Linters(CodeLists.PUBLISHED, options.referenceYear())),
                options.rejectConflictingDuplicates());
        ElementStringReader elementStrings = new ElementStringReader(table, options);
        DigitalLinkReader digitalLinks = new DigitalLinkReader(table, options);
        switch (form) {
            case BRACKETED: new BracketedReader(table).read(in, sink); break;
            case UNBRACKETED: elementStrings.read(in, 0, sink); break;
            case SCAN_DATA: new ScanDataReader(table, elementStrings, digitalLinks).read(in, sink); break;
            default: digitalLinks.read(in, 0, sink); break;
        }
        Relations.check(sink.elements, options);
        return sink.elements;
    }
}
