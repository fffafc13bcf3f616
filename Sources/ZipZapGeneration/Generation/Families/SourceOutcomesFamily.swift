import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// The field's state (SPEC C-5) through every source: what is written is the normalized value, and a write of the
    /// value already bound is a write that changes nothing.
    static let sourceOutcomes = VectorFamily(
        name: "source-outcomes",
        description: "The field's state through every source (SPEC C-5.3, C-12.4): each source writes the normalized value, and writes an equal value again as unchanged.",
        flags: [
            .init("SourceWritesRawValue", bug: "a source binds the value as delivered instead of the normalized one",
                  breaks: "the same barcode is stored in two forms depending on how it was scanned"),
            .init("SourceEqualValueSkipped", bug: "a source drops or reports as a change a write of the value already bound",
                  breaks: "onChange fires for nothing, or a scan of the bound value looks refused"),
        ],
        drafts: {
            // ean13 4006381333931 is stored as the GTIN-14 04006381333931 (C-3); the field starts bound to it or not.
            let delivered = Array("4006381333931".utf8), stored: [UInt8] = .text("04006381333931")
            func field(bound: Bool) -> FieldSpec {
                FieldSpec(types: .retailProduct, normalization: .gtin14, rules: [.checkDigit], initialValue: bound ? stored : nil)
            }
            let detection = Detection(value: delivered, type: .ean13, position: .center)
            // Each source delivering the barcode twice, the second time as a new sighting, aim, entry or submit.
            let sources: [(name: String, events: SourceEvents, expect: [(Int, TraceEventKind)])] = [
                ("camera", .camera(.default, [.frame(time: 0, detections: [detection]), .start(time: 10), .frame(time: 20, detections: [detection])]),
                 [(0, .write), (0, .stop), (2, .write), (2, .stop)]),
                ("hardware", .hardware(.default, [.decode(time: 0, value: delivered, type: .ean13), .decode(time: 1000, value: delivered, type: .ean13)]),
                 [(0, .write), (1, .write)]),
                ("hid", .hid(.default, [.keys(time: 0, bytes: delivered + [0x0D]), .keys(time: 1000, bytes: delivered + [0x0D])]),
                 [(0, .write), (1, .write)]),
                ("typing", .typing(.default, [.replace(offset: 0, count: Int.max, text: delivered), .submit, .submit]), [(1, .write), (2, .write)]),
            ]
            return sources.flatMap { source in
                [false, true].map { bound in
                    VectorDraft.source(
                        "\(source.name)/\(bound ? "bound" : "unbound")",
                        "\(source.name): 4006381333931 delivered twice is written twice as 04006381333931, \(bound ? "both times unchanged, as the field was bound to it" : "the second time unchanged")",
                        clauses: ["C-5.3", "C-12.4", "C-3.5"], flags: ["SourceWritesRawValue", "SourceEqualValueSkipped"], field: field(bound: bound),
                        source.events, expect: source.expect, finalValue: stored)
                }
            }
        })
}
