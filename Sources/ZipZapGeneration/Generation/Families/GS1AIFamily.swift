import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1AI = VectorFamily(
        name: "gs1-ai",
        description: "`.gs1` on every AI of the table (SPEC C-7.1): a valid element string for each, and for each check that applies one value that breaks that check alone: length, character set, check digits, dates, code lists and the other named checks.",
        flags: [
            .init("AITableIncomplete", bug: "an AI of the table is unknown, or its format (length, components, checks) is wrong",
                  breaks: "valid GS1 labels are refused"),
            .init("LengthNotChecked", bug: "values shorter or longer than the AI's format are accepted",
                  breaks: "partial reads and run-together fields reach the app"),
            .init("CSetWrong", bug: "a character outside the component's character set is accepted",
                  breaks: "values that GS1 data cannot hold reach the app"),
            .init("CheckDigitInFieldIgnored", bug: "the check digit or check character pair inside an AI value is not verified",
                  breaks: "a misread GTIN, SSCC or GMN in GS1-128 or a 2D code is stored"),
            .init("DateNotChecked", bug: "impossible dates and times (month 13, hour 24, day 00 where not allowed) are accepted",
                  breaks: "expiry and production dates that do not exist are stored"),
            .init("Day00Refused", bug: "day 00 is refused in YYMMD0 dates, where it stands for the month's last day",
                  breaks: "best-before and expiry dates written as month only are refused"),
            .init("CodeListWrong", bug: "ISO country or currency codes, media or package types are not checked, or checked against the wrong list",
                  breaks: "codes that do not exist are stored, or real ones refused"),
            .init("LinterMissing", bug: "a named check (company prefix, zero, non-zero, piece of total, percent-encoding, coupon, ...) is not applied",
                  breaks: "malformed structured values are stored"),
        ],
        drafts: { GS1AIDrafts.all() })
}

/// The drafts of the `gs1-ai` family, AI by AI.
enum GS1AIDrafts {
    static let field = FieldSpec(rules: [.gs1(relaxed: [])])

    static func all() -> [VectorDraft] {
        GS1ElementStrings.table.definitions.flatMap(drafts(for:))
    }

    static func drafts(for definition: GS1AIDefinition) -> [VectorDraft] {
        let ai = definition.ai
        let longest = GS1ElementStrings.components(of: definition, longest: true)
        let shortest = GS1ElementStrings.components(of: definition, longest: false)
        var drafts: [VectorDraft] = []
        func add(_ key: String, _ description: String, _ clauses: [String], _ flags: [String], valid: Bool, _ value: [UInt8],
                 bracketed: Bool = false) {
            guard let element = GS1ElementStrings.withRequisites(definition, value: value, bracketed: bracketed) else { return }
            drafts.append(.generatedScan(
                "ai/\(ai)/\(key)", "(\(ai)) \(definition.title): \(description)", clauses: ["C-4.5", "C-7.1"] + clauses,
                flags: flags, generator: valid ? "gs1-ai-valid" : "gs1-ai-invalid", field: field,
                // The bracketed form has no symbology of its own: it is typed or sent by a wedge, of unknown type.
                scan: Scan(value: element, type: bracketed ? nil : .gs1128)))
        }
        add("pass", "a valid value of the longest length, after the AIs it requires", [], ["AITableIncomplete"],
            valid: true, longest.flatMap { $0 })
        if shortest != longest {
            add("pass-min", "a valid value of the shortest length", [], ["AITableIncomplete"], valid: true, shortest.flatMap { $0 })
        }
        if definition.minLength >= 2 {
            add("too-short", "one character shorter than the format allows", [], ["LengthNotChecked"],
                valid: false, Array(shortest.flatMap { $0 }.prefix(definition.minLength - 1)))
        }
        if let last = definition.components.last, let lastValue = longest.last {
            // The valid value run on past the format's end; after a predefined-length value, the extra character
            // is where the next AI would start.
            let extra = GS1ValueSynthesizer.filler(last.characterSet, count: last.maxLength + 1 - lastValue.count)
            add("too-long", "the valid value run on to one character more than the format allows", [], ["LengthNotChecked"],
                valid: false, longest.flatMap { $0 } + extra)
            // Bracketed, the value ends at the next bracket, so even a predefined-length value can be too long.
            if definition.hasPredefinedLength {
                add("too-long/bracketed", "bracketed, the valid value run on by one character", ["C-7.2"], ["LengthNotChecked"],
                    valid: false, longest.flatMap { $0 } + extra, bracketed: true)
            }
        }
        for (index, component) in definition.components.enumerated() {
            var changed = longest
            changed[index][0] = GS1ValueSynthesizer.outsider(component.characterSet)
            add("cset/\(index)", "component \(index + 1) starts with a character outside \(component.characterSet.rawValue)",
                [], ["CSetWrong"], valid: false, changed.flatMap { $0 })
            for check in component.checks {
                guard let broken = GS1ValueSynthesizer.breaking(check, of: component, length: component.maxLength) else { continue }
                var changed = longest
                changed[index] = broken
                let (clauses, flag) = classification(of: check)
                add("\(check.rawValue)/\(index)", "component \(index + 1) fails \(check.rawValue)", clauses, [flag],
                    valid: false, changed.flatMap { $0 })
            }
            if let (value, check, allowed) = dayZero(component) {
                var changed = longest
                changed[index] = value
                add("day-00/\(index)", "day 00 in a \(check.rawValue) date" + (allowed ? " is the month's last day" : ""),
                    [], [allowed ? "Day00Refused" : "DateNotChecked"], valid: allowed, changed.flatMap { $0 })
            }
        }
        return drafts
    }

    /// Day 00 in a date component: the month's last day in YYMMD0 dates (valid), an error in YYMMDD ones.
    private static func dayZero(_ component: GS1Component) -> (value: [UInt8], check: GS1Check, allowed: Bool)? {
        for check in component.checks {
            switch check {
            case .yymmd0, .yymmdd: return (Array("260200".utf8), check, check == .yymmd0)
            case .yyyymmd0, .yyyymmdd: return (Array("20260200".utf8), check, check == .yyyymmd0)
            default: continue
            }
        }
        return nil
    }

    private static func classification(of check: GS1Check) -> (clauses: [String], flag: String) {
        switch check {
        case .csum, .csumalpha: ([], "CheckDigitInFieldIgnored")
        case .yymmdd, .yymmd0, .yyyymmdd, .yyyymmd0, .hh, .mi, .ss, .hhmi: ([], "DateNotChecked")
        case .iso3166, .iso3166999, .iso3166alpha2, .iso4217, .iso5218, .mediatype, .packagetype: (["C-7.12"], "CodeListWrong")
        case .gcppos1, .gcppos2: (["C-7.12"], "LinterMissing")
        default: ([], "LinterMissing")
        }
    }
}
