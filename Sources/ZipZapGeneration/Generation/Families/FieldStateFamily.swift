import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let fieldState = VectorFamily(
        name: "field-state",
        description: "The bound value across scans: rule order, the first failure, rejections that keep the value, equal values.",
        flags: [
            .init("RejectedOverwritesBinding", bug: "a rejected scan is written anyway", breaks: "the app receives values that failed its rules"),
            .init("WrongRuleReported", bug: "the rejection names a rule other than the first that failed",
                  breaks: "onRejectedScan tells the user the wrong reason"),
            .init("RulesOutOfOrder", bug: "rules run in another order than declared", breaks: "the reported rule changes with the implementation"),
            .init("EqualValueNotWritten", bug: "an accepted value equal to the bound one is reported as ignored or rejected, or as a change",
                  breaks: "sources never settle on a barcode already in the field; onChange fires for nothing"),
            .init("DefaultsNarrow", bug: "a field without modifiers refuses some scans", breaks: "fields without rules lose scans"),
        ],
        drafts: {
            let initial = Array("00000096385074".utf8)
            let ordered = FieldSpec(normalization: .gtin14, rules: [.length(minimum: 14, maximum: 14), .checkDigit, .custom(.typeIs(.ean13))],
                                    initialValue: initial)
            let reversed = FieldSpec(normalization: .gtin14, rules: [.custom(.typeIs(.ean13)), .checkDigit, .length(minimum: 14, maximum: 14)],
                                     initialValue: initial)
            return [
                .direct("rejection-keeps-value", "rejected scans leave the previous value; a later accepted one replaces it",
                        clauses: ["C-5.2"], flags: ["RejectedOverwritesBinding"], field: ordered,
                        [(Scan("4006381333932", type: .ean13), .rejected("checkDigit", position: 1)),
                         (Scan("4006381333931", type: .ean13), .accepted("04006381333931")),
                         (Scan("036000291452", type: .upcA), .rejected("typeIs", position: 2))],
                        finalValue: Array("04006381333931".utf8)),
                .direct("first-failure-in-order", "the first failing rule in declaration order is reported",
                        clauses: ["C-5.1"], flags: ["WrongRuleReported", "RulesOutOfOrder"], field: ordered,
                        [(Scan("036000291453", type: .upcA), .rejected("checkDigit", position: 1))], finalValue: initial),
                .direct("first-failure-reversed", "the same scan with the rules reversed reports the other rule",
                        clauses: ["C-5.1"], flags: ["WrongRuleReported", "RulesOutOfOrder"], field: reversed,
                        [(Scan("036000291453", type: .upcA), .rejected("typeIs", position: 0))], finalValue: initial),
                .direct("equal-value", "an accepted value equal to the bound value is written with changed false",
                        clauses: ["C-5.3"], flags: ["EqualValueNotWritten"],
                        field: FieldSpec(normalization: .gtin14, rules: [.checkDigit], initialValue: initial),
                        [(Scan("96385074", type: .ean8), .accepted("00000096385074", changed: false)),
                         (Scan("4006381333931", type: .ean13), .accepted("04006381333931", changed: true)),
                         (Scan("04006381333931", type: .itf14), .accepted("04006381333931", changed: false))],
                        finalValue: Array("04006381333931".utf8)),
                .direct("first-write", "with no initial value, the first accepted scan is a change",
                        clauses: ["C-5.3", "C-1.3"], flags: ["EqualValueNotWritten", "DefaultsNarrow"], field: FieldSpec(),
                        [(Scan(""), .accepted("", changed: true)), (Scan(""), .accepted("", changed: false))], finalValue: []),
                .direct("defaults", "a field with no modifiers accepts every type and every value, byte for byte",
                        clauses: ["C-1.3", "C-1.2"], flags: ["DefaultsNarrow"], field: FieldSpec(),
                        [(Scan("x", type: .aztec), .accepted("x")), (Scan(value: [0xFF, 0x00], type: .code128), .acceptedBytes([0xFF, 0x00])),
                         (Scan(" ]C1 "), .accepted(" ]C1 "))],
                        finalValue: Array(" ]C1 ".utf8)),
            ]
        })
}
