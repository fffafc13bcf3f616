import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let hardware = VectorFamily(
        name: "hardware",
        description: "The ZipZap hardware source (SPEC C-9): aims, one handler call per aim, the keep-aiming signal and its repeats.",
        flags: [
            .init("HardwareSignalsEarly", bug: "the scanner signals on the first rejected decode, or before the aim is long enough",
                  breaks: "every accidental pass over a wrong barcode beeps and vibrates"),
            .init("HardwareSignalMissing", bug: "the scanner never signals, or does not repeat",
                  breaks: "a user aiming at a refused barcode gets no feedback"),
            .init("HardwareRejectsEveryDecode", bug: "every decode of an aim runs through the field",
                  breaks: "the handler fires dozens of times a second while the user aims"),
            .init("HardwareAimBoundaries", bug: "gaps or other barcodes do not end an aim, or time going backwards does",
                  breaks: "aims merge or split differently on each platform"),
            .init("HardwareSignalsOnAccepted", bug: "accepted or ignored barcodes make the scanner signal",
                  breaks: "the rejection signal loses its meaning"),
        ],
        drafts: {
            let retail = FieldSpec(types: .retailProduct, rules: [.checkDigit])
            let bad = "4006381333932", good = "4006381333931", other = "5901234123457"
            func decodes(_ items: [(Int64, String, BarcodeType)], _ configuration: HardwareConfiguration = .default) -> SourceEvents {
                .hardware(configuration, items.map { .decode(time: $0.0, value: Array($0.1.utf8), type: $0.2) })
            }
            func aim(_ value: String, _ type: BarcodeType = .ean13, every step: Int64, through last: Int64) -> [(Int64, String, BarcodeType)] {
                stride(from: 0, through: last, by: Int(step)).map { (Int64($0), value, type) }
            }
            return [
                .source("accepted-once", "an accepted barcode is written at the first decode of the aim only",
                        clauses: ["C-9.3"], flags: ["HardwareRejectsEveryDecode"], field: retail,
                        decodes(aim(good, every: 100, through: 300)), expect: [(0, .write)], finalValue: .text(good)),
                .source("keeps-aiming", "a rejected aim signals once it holds 3 decodes and 500 ms",
                        clauses: ["C-9.3", "C-9.4"], flags: ["HardwareSignalsEarly", "HardwareRejectsEveryDecode"], field: retail,
                        decodes(aim(bad, every: 100, through: 600)), expect: [(0, .reject), (5, .signal)], finalValue: nil),
                .source("minimum-decodes", "with minimumDecodes 5, 500 ms and three decodes are not yet keeping aim; the fifth decode signals",
                        clauses: ["C-9.4"], flags: ["HardwareSignalsEarly"], field: retail,
                        decodes(aim(bad, every: 250, through: 1250), HardwareConfiguration(minimumDecodes: 5)),
                        expect: [(0, .reject), (4, .signal)], finalValue: nil),
                .source("signal-repeats", "the signal repeats at the first decode 2000 ms after the previous one",
                        clauses: ["C-9.5"], flags: ["HardwareSignalMissing"], field: retail,
                        decodes(aim(bad, every: 250, through: 2750)), expect: [(0, .reject), (2, .signal), (10, .signal)], finalValue: nil),
                .source("signal-once", "with no repeat interval the aim signals once",
                        clauses: ["C-9.5"], flags: ["HardwareSignalMissing"], field: retail,
                        decodes(aim(bad, every: 250, through: 2750), HardwareConfiguration(signalRepeatInterval: nil)),
                        expect: [(0, .reject), (2, .signal)], finalValue: nil),
                .source("gap-ends-aim", "a pause longer than 300 ms ends the aim: the next decode is a new aim",
                        clauses: ["C-9.2"], flags: ["HardwareAimBoundaries"], field: retail,
                        decodes([(0, bad, .ean13), (100, bad, .ean13), (200, bad, .ean13), (501, bad, .ean13)]),
                        expect: [(0, .reject), (3, .reject)], finalValue: nil),
                .source("gap-bound-included", "a pause of exactly 300 ms continues the aim",
                        clauses: ["C-9.2"], flags: ["HardwareAimBoundaries"], field: retail,
                        decodes([(0, bad, .ean13), (300, bad, .ean13), (600, bad, .ean13)]),
                        expect: [(0, .reject), (2, .signal)], finalValue: nil),
                .source("other-barcode-ends-aim", "a decode of another barcode ends the aim",
                        clauses: ["C-9.2"], flags: ["HardwareAimBoundaries"], field: retail,
                        decodes([(0, bad, .ean13), (100, bad, .ean13), (200, other, .ean13), (300, bad, .ean13)]),
                        expect: [(0, .reject), (2, .write), (3, .reject)], finalValue: .text(other)),
                .source("ignored-never-signals", "a type the field does not read is ignored once per aim and never signals",
                        clauses: ["C-9.3", "C-9.4"], flags: ["HardwareSignalsOnAccepted"], field: retail,
                        decodes(aim("HELLO", .qr, every: 100, through: 900)), expect: [(0, .ignore)], finalValue: nil),
                .source("accepted-never-signals", "an accepted aim never signals however long it lasts",
                        clauses: ["C-9.4"], flags: ["HardwareSignalsOnAccepted"], field: retail,
                        decodes(aim(good, every: 100, through: 900)), expect: [(0, .write)], finalValue: .text(good)),
                .source("time-backwards", "a decode stamped earlier than the latest time continues the aim",
                        clauses: ["C-9.6", "C-12.3"], flags: ["HardwareAimBoundaries"], field: retail,
                        decodes([(1000, bad, .ean13), (400, bad, .ean13), (1100, bad, .ean13), (1300, bad, .ean13), (1500, bad, .ean13)]),
                        expect: [(0, .reject), (4, .signal)], finalValue: nil),
            ]
        })
}
