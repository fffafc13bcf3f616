import ZipZap
import ZipZapConformance

/// The field vectors of `spec-completeness`: C-2.8 and C-2.7 (decision D1 of issue 25), C-11.3 (D2) and C-7.13.
enum SpecCompletenessDrafts {
    static let ean13 = "4006381333931", wrongEAN13 = "4006381333932", ean8 = "96385074", upcA = "036000291452"
    static let itf14 = "10012345678902", gtin = GS1Samples.gtin
    /// A GTIN-14 with indicator 1: it has no GTIN-13 form (C-3.6).
    static let indicatorOne = "19520123456785"

    static var fieldDrafts: [VectorDraft] { gtinTypeDrafts + neverRejectedDrafts + [typedTextAfterWrite] + [gs1RuleTypes] + sourceDrafts }

    /// C-2.8: an unlisted GTIN type is ignored whatever its digits; C-2.6 still reads GS1 data of an unlisted type.
    static let gtinTypeDrafts: [VectorDraft] = [
        .expecting(
            "gtin-type-unlisted", "a gtin14 field of types [ean8]: EAN-13, UPC-A and ITF-14 scans are ignored with a right check digit as with a wrong one; an EAN-8 and a GS1-128 carrying a GTIN are written",
            clauses: ["C-2.8", "C-2.1", "C-2.6", "C-3.5"], flags: ["UnlistedGTINTypeRead"],
            field: FieldSpec(types: [.ean8], normalization: .gtin14, rules: [.checkDigit]),
            [
                (Scan(ean13, type: .ean13), .ignored(.ean13)),
                (Scan(wrongEAN13, type: .ean13), .ignored(.ean13)),
                (Scan(upcA, type: .upcA), .ignored(.upcA)),
                (Scan(itf14, type: .itf14), .ignored(.itf14)),
                (Scan(ean8, type: .ean8), .accepted("000000" + ean8)),
                (Scan("01" + gtin, type: .gs1128), .accepted(gtin)),
            ]),
        .expecting(
            "gtin-type-learned", "a wedge scan whose identifier names an unlisted GTIN type is ignored like the barcode itself; one naming a listed type is written",
            clauses: ["C-2.8", "C-2.2", "C-3.3"], flags: ["UnlistedGTINTypeRead"],
            field: FieldSpec(types: .retailProduct, normalization: .gtin13),
            [
                (Scan("]I1" + itf14), .ignored(.itf14)),
                (Scan("]E0" + ean13), .accepted(ean13)),
            ]),
    ]

    /// C-2.7: a scan of an unlisted type is written or ignored, never rejected; the same scan of a listed type is
    /// rejected.
    static let neverRejectedDrafts: [VectorDraft] = [
        .expecting(
            "unlisted-never-rejected/normalize", "a GTIN-14 with indicator 1 carried by GS1-128 cannot be a gtin13: ignored when gs1128 is not listed, rejected at normalize when it is",
            clauses: ["C-2.7", "C-2.6", "C-3.6", "C-3.8"], flags: ["UnlistedTypeRejected"],
            field: FieldSpec(types: [.ean13], normalization: .gtin13),
            [(Scan("01" + indicatorOne, type: .gs1128), .ignored(.gs1128)), (Scan("01" + gtin, type: .gs1128), .accepted(String(gtin.dropFirst())))]),
        .expecting(
            "listed-rejected/normalize", "the same GS1-128 in a field that lists gs1128 is rejected at normalize",
            clauses: ["C-2.7", "C-3.6", "C-3.8"], flags: ["UnlistedTypeRejected"],
            field: FieldSpec(types: [.ean13, .gs1128], normalization: .gtin13),
            [(Scan("01" + indicatorOne, type: .gs1128), .rejected("normalize", position: nil))]),
        .expecting(
            "unlisted-never-rejected/rule", "a Digital Link QR code whose GTIN a rule refuses is ignored when qr is not listed; a Data Matrix the rule passes is written",
            clauses: ["C-2.7", "C-2.6", "C-4.6", "C-4.7", "C-3.8"], flags: ["UnlistedTypeRejected"],
            field: FieldSpec(types: .retailProduct, normalization: .gtin14, rules: [.custom(.typeIs(.dataMatrix))]),
            [(Scan("https://id.gs1.org/01/" + gtin, type: .qr), .ignored(.qr)),
             (Scan("https://id.gs1.org/01/" + gtin, type: .dataMatrix), .accepted(gtin))]),
        .expecting(
            "listed-rejected/rule", "the same QR code in a field that lists qr is rejected by the length rule",
            clauses: ["C-2.7", "C-4.3", "C-5.1"], flags: ["UnlistedTypeRejected"],
            field: FieldSpec(types: BarcodeTypeSet.retailProduct.union([.qr]), normalization: .gtin14, rules: [.length(minimum: 13, maximum: 13)]),
            [(Scan("https://id.gs1.org/01/" + gtin, type: .qr), .rejected("length", position: 0))]),
    ]

    /// C-11.3: a write shows in full although longer than the bound; an edit then gets no room, and the text still
    /// submits as written. Before the write the bound cuts what is typed.
    static let typedTextAfterWrite: VectorDraft = .source(
        "typed-text-after-write", "maximumTextLength 10, gtin14: 11 digits typed keep 10; 8 digits submitted show as the 14-digit GTIN; a key typed then finds no room; the text submits unchanged",
        clauses: ["C-11.3", "C-11.4", "C-11.7", "C-11.1"], flags: ["TypedTextCutAfterWrite"], field: FieldSpec(normalization: .gtin14),
        .typing(TypingConfiguration(maximumTextLength: 10), [
            .insert(offset: 0, text: .text("1234567890X")), .delete(offset: 0, count: 10),
            .insert(offset: 0, text: .text(ean8)), .submit, .insert(offset: 14, text: .text("9")), .submit,
        ]),
        expect: [(0, .discard), (3, .write), (4, .discard), (5, .write)], finalValue: .text("000000" + ean8))

    /// C-7.13: types that share an identifier read in that identifier's form.
    static let gs1RuleTypes: VectorDraft = .expecting(
        "gs1-rule-variants", "`.gs1` reads microQR as a Digital Link like qr, gs1DataBarLimited and gs1DataBarExpanded as element strings, and refuses microPDF417, which carries no GS1 data",
        clauses: ["C-7.13", "C-4.5", "C-2.5"], flags: ["GS1TypeFormWrong"], field: FieldSpec(rules: [.gs1(relaxed: [])]),
        [
            (Scan("https://id.gs1.org/01/" + gtin, type: .microQR), .accepted("https://id.gs1.org/01/" + gtin)),
            (Scan("01" + gtin, type: .microQR), .rejected("gs1", position: 0)),
            (Scan("01" + gtin, type: .gs1DataBarLimited), .accepted("01" + gtin)),
            (Scan("01" + gtin, type: .gs1DataBarExpanded), .accepted("01" + gtin)),
            (Scan("01" + gtin, type: .microPDF417), .rejected("gs1", position: 0)),
            (Scan("https://id.gs1.org/01/" + gtin, type: .microPDF417), .rejected("gs1", position: 0)),
        ])
}
