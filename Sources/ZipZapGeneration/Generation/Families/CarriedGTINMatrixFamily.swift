import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// C-2.6, C-2.7 and C-3.8 crossed: GS1 data holding GTINs of each kind (GTIN-8, -12, -13 and -14 with indicator
    /// 1, as AI (01) or (02), first or after another element, with a wrong check digit) in every type that carries GS1
    /// data and as unknown-type wedge input, read by GTIN fields of each kind of type set in each GTIN form. The
    /// expected outcome is C-2.6's filter and C-3.5's right-alignment, written out in `carriedOutcome`.
    static let carriedGTINMatrix = VectorFamily(
        name: "carried-gtin-matrix",
        description: "GTINs in GS1 data of every GS1-carrying type and of unknown type, through GTIN fields of each type set and form (C-2.6, C-3.8).",
        flags: [
            .init("CarriedGTINFilter", bug: "an unlisted type is read although the field has no GTIN type or the data no GTIN, or ignored although both hold",
                  breaks: "product fields read arbitrary symbols, or miss GTINs in GS1-128 and Digital Link codes"),
            .init("CarriedGTINValue", bug: "the carried GTIN is taken from the wrong AI or place, or written in the wrong width",
                  breaks: "a GS1 code is stored as another product"),
        ],
        drafts: { carriedMatrixDrafts() })

    /// One scan of the matrix: the scan, the type the filter sees, the GTIN-14 its data carries (nil: none).
    struct CarriedProbe {
        var scan: Scan
        var type: BarcodeType?
        var gtin: String?
    }

    static func carriedProbes() -> [CarriedProbe] {
        let gtins = [
            IndependentMod10.complete("0000009638507"), IndependentMod10.complete("0003600029145"),
            IndependentMod10.complete("0952012345678"), IndependentMod10.complete("1001234567890"),
        ]
        var probes: [CarriedProbe] = []
        for gtin in gtins {
            let wrong = String(gtin.dropLast()) + String((Int(String(gtin.last!))! + 1) % 10)
            for (digits, carried) in [(gtin, Optional(gtin)), (wrong, nil)] {
                let elementString = "01" + digits, link = "https://id.gs1.org/01/" + digits
                for type in [BarcodeType.gs1128, .gs1DataBar, .gs1DataBarExpanded, .gs1QR, .gs1DataMatrix, .gs1DotCode] {
                    probes.append(.init(scan: Scan(elementString, type: type), type: type, gtin: carried))
                }
                for type in [BarcodeType.qr, .dataMatrix, .dotCode] {
                    probes.append(.init(scan: Scan(link, type: type), type: type, gtin: carried))
                }
                probes += [
                    .init(scan: Scan("10ABC\u{1D}" + elementString, type: .gs1128), type: .gs1128, gtin: carried),
                    .init(scan: Scan(elementString + "10ABC", type: .gs1128), type: .gs1128, gtin: carried),
                    .init(scan: Scan(link + "/10/ABC", type: .qr), type: .qr, gtin: carried),
                    .init(scan: Scan("(01)" + digits), type: nil, gtin: carried),
                    .init(scan: Scan(elementString), type: nil, gtin: carried),
                    .init(scan: Scan(link), type: nil, gtin: carried),
                    .init(scan: Scan(" ]C1" + elementString + "\r\n"), type: .gs1128, gtin: carried),
                    .init(scan: Scan("]d2" + elementString), type: .gs1DataMatrix, gtin: carried),
                    .init(scan: Scan("\u{FEFF}]Q1" + link), type: .qr, gtin: carried),
                    .init(scan: Scan("]Q3" + elementString), type: .gs1QR, gtin: carried),
                    // A reported type wins over the identifier (C-2.3): the prefix goes, and QR data is a Digital Link.
                    .init(scan: Scan("]C1" + elementString, type: .qr), type: .qr, gtin: nil),
                    // Symbologies that carry no GS1 data (C-7.13) carry no GTIN.
                    .init(scan: Scan(elementString, type: .code128), type: .code128, gtin: nil),
                    .init(scan: Scan(link, type: .pdf417), type: .pdf417, gtin: nil),
                    .init(scan: Scan(link, type: .aztec), type: .aztec, gtin: nil),
                ]
            }
        }
        // (02) stands for the GTIN when there is no (01): with the SSCC and count it requires (C-7.3).
        let contained = IndependentMod10.complete("0614141111111")
        probes.append(.init(scan: Scan("00006141411234567890" + "02" + contained + "3710", type: .gs1128),
                            type: .gs1128, gtin: contained))
        probes.append(.init(scan: Scan("(00)006141411234567890(02)\(contained)(37)10"), type: nil, gtin: contained))
        probes.append(.init(scan: Scan("00006141411234567890", type: .gs1128), type: .gs1128, gtin: nil))
        return probes
    }

    /// C-2.6 then C-3.8 and C-3.5: ignored when the type is neither listed nor read for its GTIN; else the carried
    /// GTIN in the form, or, when there is none or it does not fit, a rejection at normalize for a listed or unknown
    /// type and an ignore for an unlisted one, which is never rejected (C-2.7).
    static func carriedOutcome(_ probe: CarriedProbe, types: BarcodeTypeSet?, form: NormalizationForm) -> Expectation.Outcome {
        var unlisted: BarcodeType?
        if let type = probe.type, let types, !types.contains(type) {
            let readsCarried = !types.intersection(.gtin).isEmpty && probe.gtin != nil
            if !readsCarried { return .ignored(type) }
            unlisted = type
        }
        guard let gtin = probe.gtin, let written = gtinForm(gtin, length: form.gtinLength!) else {
            return unlisted.map { .ignored($0) } ?? .rejected("normalize", position: nil)
        }
        return .accepted(written)
    }

    private static func carriedMatrixDrafts() -> [VectorDraft] {
        let typeSets: [(String, BarcodeTypeSet?)] = [
            ("retail", .retailProduct), ("upcA", [.upcA]), ("upcE", [.upcE]), ("ean8", [.ean8]), ("itf14", [.itf14]),
            ("code128", [.code128]), ("gs1", .gs1), ("qr-and-ean13", [.qr, .ean13]), ("all", nil),
        ]
        let probes = carriedProbes()
        return [NormalizationForm.gtin12, .gtin13, .gtin14].flatMap { form in
            typeSets.map { name, types in
                .expecting(
                    "\(form.rawValue)/\(name)", "GTINs in GS1 data of each carrying type and of unknown type, read by a \(name) field as \(form.rawValue)",
                    clauses: ["C-2.6", "C-2.7", "C-3.8", "C-3.5"], flags: ["CarriedGTINFilter", "CarriedGTINValue"],
                    field: FieldSpec(types: types, normalization: form),
                    probes.map { ($0.scan, carriedOutcome($0, types: types, form: form)) })
            }
        }
    }
}
