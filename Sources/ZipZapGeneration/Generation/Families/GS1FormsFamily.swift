import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1Forms = VectorFamily(
        name: "gs1-forms",
        description: "`.gs1` on every input form (SPEC C-7.2, C-7.4, C-7.6, C-7.13, C-7.16): bracketed, unbracketed with GS or `^`, scan data with AIM identifiers, EAN/UPC and ITF-14, the barcode type, FNC1 substitutes from HID scanners.",
        flags: [
            .init("BracketedEscapeIgnored", bug: "`\\(` in a bracketed value is not read as a literal bracket, or a bare `(` inside a value is accepted",
                  breaks: "values with brackets are refused, or two AIs run together"),
            .init("FNC1KeptAsData", bug: "GS or `^` between elements is kept in the value instead of ending it",
                  breaks: "every element string with a variable-length field followed by another is refused"),
            .init("SeparatorTolerance", bug: "harmless separators (leading, after a predefined-length element, at the end) are refused, or a separator where an AI must start is accepted",
                  breaks: "scanners that send extra FNC1s are refused, or broken data is accepted"),
            .init("ScanDataRefused", bug: "AIM symbology identifiers of GS1 symbols are not understood, or ones of non-GS1 symbols accepted",
                  breaks: "scanners with AIM prefixes on fail every GS1 scan"),
            .init("EANScanDataRefused", bug: "EAN/UPC and ITF-14 scan data is not read as AI (01), or read without its check digit",
                  breaks: "retail barcodes fail `.gs1`, or misread ones pass"),
            .init("TypeNotUsed", bug: "the barcode type is ignored and the form guessed from the value",
                  breaks: "an EAN-13 reads as an element string of another AI"),
            .init("GS1OnAnyType", bug: "types that carry no GS1 data (Code 128, PDF417) pass `.gs1`, or GS1 types fail",
                  breaks: "plain Code 128 values are stored as GS1 data"),
            .init("OutputFormsDisagree", bug: "the bracketed, unbracketed and Digital Link forms of the same data are not all accepted",
                  breaks: "data converted from one form to another by GS1 tools is refused"),
            .init("HIDSubstituteNotApplied", bug: "an FNC1 substitute from a keyboard wedge does not become a separator before `.gs1`",
                  breaks: "GS1 data from wedges that cannot type GS always fails"),
        ],
        drafts: {
            let es = GS1Samples.elementString, gs = GS1Samples.gs, gtin = GS1Samples.gtin
            func scan(_ value: String, _ type: BarcodeType? = nil) -> Scan { Scan(value, type: type) }
            let hid = HIDConfiguration(fnc1Substitute: Array("{GS}".utf8))
            return [
                .gs1("bracketed/escape", "bracketed: `\\(` is a bracket inside a value; a bare `(` starts an AI", clauses: ["C-7.2", "C-7.16"],
                     flags: ["BracketedEscapeIgnored"],
                     [(scan("(01)\(gtin)(10)ABC(21)XYZ"), true), (scan("(01)\(gtin)(10)AB\\(C"), true), (scan("(01)\(gtin)(10)AB(C"), false)]),
                .gs1("unbracketed/separators", "unbracketed: FNC1 as GS or `^` ends a variable-length value; a leading FNC1 is optional",
                     clauses: ["C-7.2", "C-7.4"], flags: ["FNC1KeptAsData"],
                     [(scan(es + gs + "21XYZ"), true), (scan(gs + es + gs + "21XYZ"), true), (scan("^" + es + "^21XYZ"), true),
                      (scan(es + gs + "21XYZ", .gs1128), true)]),
                .gs1("unbracketed/tolerated", "an FNC1 after a predefined-length element and one at the end are tolerated",
                     clauses: ["C-7.4"], flags: ["SeparatorTolerance"],
                     [(scan("01" + gtin + gs + "10ABC", .gs1128), true), (scan(es + gs, .gs1128), true)]),
                .gs1("unbracketed/refused", "two FNC1s in a row, or one inside a predefined-length value, are errors",
                     clauses: ["C-7.4"], flags: ["SeparatorTolerance"],
                     [(scan("01" + gtin + gs + gs + "10ABC", .gs1128), false), (scan("0109520123" + gs + "456788", .gs1128), false)]),
                .gs1("scan-data/gs1-symbols", "scan data: ]C1, ]e0, ]d2, ]Q3 and ]J1 introduce an element string", clauses: ["C-7.2", "C-7.13"],
                     flags: ["ScanDataRefused"],
                     [(scan("]C1" + es), true), (scan("]e0" + es), true), (scan("]d2" + es), true), (scan("]Q3" + es), true),
                      (scan("]J1" + es + gs + "21XYZ"), true), (scan("]C0" + es), false), (scan("]C1"), false)]),
                .gs1("scan-data/ean-upc", "]E0 with 13, 12 or 8 digits, ]E4 with 8 and ]I1 with 14 are AI (01); add-ons are not supported",
                     clauses: ["C-7.6"], flags: ["EANScanDataRefused"],
                     [(scan("]E0" + Samples.gtin13), true), (scan("]E0" + Samples.gtin12), true), (scan("]E0" + Samples.upcE), true),
                      (scan("]E4" + Samples.gtin8), true), (scan("]I1" + Samples.gtin14), true), (scan("]E0" + "4006381333932"), false),
                      (scan("]E4" + Samples.gtin13), false), (scan("]E0" + "40063813339"), false), (scan("]E1" + "12"), false)]),
                .gs1("types/gtin-types", "a GTIN type's value is read as its scanner sends it: AI (01) with its check digit",
                     clauses: ["C-7.13", "C-7.6"], flags: ["TypeNotUsed"],
                     [(scan(Samples.gtin13, .ean13), true), (scan(Samples.gtin12, .upcA), true), (scan(Samples.upcE, .upcE), true),
                      (scan(Samples.gtin8, .ean8), true), (scan(Samples.gtin14, .itf14), true), (scan("4006381333932", .ean13), false)]),
                .gs1("types/unknown-type-detects-form", "without a type, 13 digits are an element string: AI (400) and a 10-character order number",
                     clauses: ["C-7.13", "C-7.2"], flags: ["TypeNotUsed"],
                     [(scan("4006381333932"), true), (scan("4006381333932", .ean13), false)]),
                .gs1("types/gs1-data", "GS1 types carry element strings; Code 128, PDF417 and Aztec carry no GS1 data and fail",
                     clauses: ["C-4.5", "C-7.13"], flags: ["GS1OnAnyType"],
                     [(scan(es, .gs1DataBarExpanded), true), (scan(es, .gs1DataMatrix), true), (scan(es, .gs1QR), true),
                      (scan(es, .gs1DotCode), true), (scan(es, .code128), false), (scan(es, .pdf417), false), (scan(es, .aztec), false)]),
                // The same elements in each output form of C-7.16; the URI is the one C-7.8 writes: (10) a qualifier
                // of (01), (17) a query attribute, `(` percent-encoded.
                .gs1("outputs/round-trip", "the bracketed, unbracketed (`^` and GS) and Digital Link forms of the same elements are all accepted",
                     clauses: ["C-7.16", "C-7.8"], flags: ["OutputFormsDisagree"],
                     [(scan("(01)\(gtin)(10)AB\\(C(17)261231"), true), (scan("^01\(gtin)10AB(C^17261231"), true),
                      (scan(gs + "01\(gtin)10AB(C" + gs + "17261231"), true),
                      (scan("https://id.gs1.org/01/\(gtin)/10/AB%28C?17=261231"), true)]),
                .source("hid/fnc1-substitute", "a wedge's FNC1 substitute becomes GS before `.gs1` reads the element string",
                        clauses: ["C-10.4", "C-7.4"], flags: ["HIDSubstituteNotApplied"], field: FieldSpec(rules: [.gs1(relaxed: [])]),
                        .hid(hid, [.keys(time: 0, bytes: Array((es + "{GS}21XYZ\r").utf8))]),
                        expect: [(0, .write)], finalValue: .text(es + gs + "21XYZ")),
                .source("hid/no-substitute", "without a configured substitute the same keys are data, and `{` is not GS1 data",
                        clauses: ["C-10.4", "C-7.4"], flags: ["HIDSubstituteNotApplied"], field: FieldSpec(rules: [.gs1(relaxed: [])]),
                        .hid(.default, [.keys(time: 0, bytes: Array((es + "{GS}21XYZ\r").utf8))]),
                        expect: [(0, .reject)], finalValue: nil),
            ]
        })
}
