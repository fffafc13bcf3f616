import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Each rule, through each source: a value the rule refuses, then one it accepts.
    static let rulesBySource = VectorFamily(
        name: "rules-by-source",
        description: "Every rule through every source: the refused value is rejected as the source's clause says, the accepted one written.",
        flags: [
            .init("SourceSkipsRules", bug: "a source writes values without running the field's rules, or with another pipeline",
                  breaks: "a rule holds for one way of scanning and not another"),
        ],
        drafts: {
            // (rule, refused value and type, accepted value and type)
            let cases: [(String, FieldSpec.Rule, (String, BarcodeType), (String, BarcodeType))] = [
                ("checkDigit", .checkDigit, ("4006381333932", .ean13), ("4006381333931", .ean13)),
                ("length", .length(minimum: 13, maximum: 13), ("400638133393", .ean13), ("4006381333931", .ean13)),
                ("matches", .matches(try! PortablePattern(#"^LOC-\d{4}$"#)), ("LOC-123", .code128), ("LOC-1234", .code128)),
                ("gs1", .gs1(relaxed: []), ("0109520123456789", .gs1128), ("0109520123456788", .gs1128)),
                ("assetTag", .custom(.assetTag), ("AB-12345", .code128), ("AB-123456", .code128)),
                ("mod97", .custom(.mod97), ("97", .code128), ("98", .code128)),
                ("typeIs", .custom(.typeIs(.ean13)), ("96385074", .ean8), ("4006381333931", .ean13)),
            ]
            var drafts: [VectorDraft] = []
            for (name, rule, refused, accepted) in cases {
                let field = FieldSpec(rules: [rule])
                let (badValue, badType) = (Array(refused.0.utf8), refused.1)
                let (goodValue, goodType) = (Array(accepted.0.utf8), accepted.1)
                // Typed sources have no type: typeIs refuses both of their values (C-4.7).
                let typedOutcome: [(Int, TraceEventKind)] = name == "typeIs" ? [(0, .reject), (1, .reject)] : [(0, .reject), (1, .write)]
                let typedFinal: [UInt8]? = name == "typeIs" ? nil : goodValue
                drafts += [
                    .source("camera/\(name)", "camera: \(name) refuses \(refused.0) and accepts \(accepted.0)",
                            clauses: ["C-8.4", "C-12.2", "C-12.4"], flags: ["SourceSkipsRules"], field: field,
                            .camera(.default, [.frame(time: 0, detections: [Detection(value: badValue, type: badType, position: .center)]),
                                               .frame(time: 1000, detections: [Detection(value: goodValue, type: goodType, position: .center)])]),
                            expect: [(0, .reject), (0, .mark), (1, .write), (1, .stop)], finalValue: goodValue),
                    .source("hardware/\(name)", "hardware: \(name) refuses \(refused.0) and accepts \(accepted.0)",
                            clauses: ["C-9.1", "C-9.3", "C-12.2", "C-12.4"], flags: ["SourceSkipsRules"], field: field,
                            .hardware(.default, [.decode(time: 0, value: badValue, type: badType), .decode(time: 1000, value: goodValue, type: goodType)]),
                            expect: [(0, .reject), (1, .write)], finalValue: goodValue),
                    .source("hid/\(name)", "HID: \(name) refuses \(refused.0) and \(name == "typeIs" ? "refuses" : "accepts") \(accepted.0)",
                            clauses: ["C-10.1", "C-10.3", "C-12.4"], flags: ["SourceSkipsRules"], field: field,
                            .hid(.default, [.keys(time: 0, bytes: badValue + [0x0D]), .keys(time: 1000, bytes: goodValue + [0x0D])]),
                            expect: typedOutcome, finalValue: typedFinal),
                    .source("typing/\(name)", "typing: \(name) refuses \(refused.0) and \(name == "typeIs" ? "refuses" : "accepts") \(accepted.0)",
                            clauses: ["C-11.4", "C-12.4"], flags: ["SourceSkipsRules"], field: field,
                            .typing(.default, [.insert(offset: 0, text: badValue), .submit,
                                               .replace(offset: 0, count: badValue.count, text: goodValue), .submit]),
                            expect: typedOutcome.map { ($0.0 * 2 + 1, $0.1) }, finalValue: typedFinal),
                ]
            }
            return drafts
        })
}
