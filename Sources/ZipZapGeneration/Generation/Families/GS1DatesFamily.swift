import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1Dates = VectorFamily(
        name: "gs1-dates",
        description: "`.gs1` on dates and times at every calendar boundary (SPEC C-7.5, C-7.27): each month's last day and the day after, 29 February in leap and common years (the century window of two-digit years, the 100- and 400-year rules of four-digit ones), day 00, month 00 and 13, hour 23 and 24, minute and second 59 and 60, in every date-bearing format.",
        flags: [
            .init("MonthLengthWrong", bug: "a month's last day is refused, or the day after it accepted",
                  breaks: "expiry dates at the end of a month are refused, or dates that do not exist stored"),
            .init("LeapYearWrong", bug: "29 February is judged without the leap-year rules or the century window of two-digit years",
                  breaks: "leap-day dates are refused, or 29 February of a common year stored"),
            .init("DayZeroWrong", bug: "day 00 is refused where the format allows it (YYMMD0) or accepted where it does not",
                  breaks: "month-only best-before dates are refused, or day 00 stored as a real date"),
            .init("TimeBoundaryWrong", bug: "hour 23 or minute 59 is refused, or hour 24 or minute or second 60 accepted",
                  breaks: "times at the end of a day are refused, or times that do not exist stored"),
        ],
        drafts: { GS1DateDrafts.all() })
}

/// The drafts of `gs1-dates`. Keys are `date/AI/COMPONENT/VALUE`: the component's value, the rest of the AI's value
/// valid; the tests recompute the outcome with their own calendar.
enum GS1DateDrafts {
    static let field = FieldSpec(rules: [.gs1(relaxed: [])])
    /// One AI of each date-bearing format: predefined-length YYMMD0, YYMMDD, YYYYMMDD, and dates with times.
    static let ais = ["17", "7006", "7250", "4324", "7003", "7011", "8008", "7007", "7251"]
    /// Two-digit years whose 29 February tells the century window (C-7.5) and the leap-year rule apart: 2000 is a
    /// leap year, 2024 and 2076 are, 2025, 1977 and 1999 are not, 1996 is.
    static let twoDigitLeapProbes = ["00", "24", "25", "76", "77", "96", "99"]
    static let fourDigitLeapProbes = ["1900", "2000", "2024", "2100", "2400"]

    static func all() -> [VectorDraft] {
        ais.compactMap { GS1ElementStrings.table.definition(for: $0) }.flatMap(drafts(for:))
    }

    /// The probes of one check: values and what each is about (its flag).
    static func probes(for check: GS1Check) -> [(value: String, flag: String)] {
        func dates(_ year: String, leapYears: [String]) -> [(String, String)] {
            var probes: [(String, String)] = []
            for month in 1...12 {
                let mm = twoDigits(month)
                let last = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
                probes += [(year + mm + twoDigits(last), "MonthLengthWrong"), (year + mm + twoDigits(last + 1), "MonthLengthWrong")]
            }
            probes += [(year + "0115", "MonthLengthWrong"), (year + "1315", "MonthLengthWrong"), (year + "0101", "MonthLengthWrong"),
                       (year + "0100", "DayZeroWrong"), (year + "0200", "DayZeroWrong"), (year + "0000", "DayZeroWrong")]
            probes += leapYears.map { ($0 + "0229", "LeapYearWrong") }
            return probes
        }
        switch check {
        case .yymmdd, .yymmd0: return dates("26", leapYears: twoDigitLeapProbes)
        case .yyyymmdd, .yyyymmd0: return dates("2026", leapYears: fourDigitLeapProbes)
        case .hh: return ["00", "23", "24"].map { ($0, "TimeBoundaryWrong") }
        case .mi, .ss: return ["00", "59", "60"].map { ($0, "TimeBoundaryWrong") }
        case .hhmi: return ["0000", "2359", "2400", "2360", "0060"].map { ($0, "TimeBoundaryWrong") }
        default: return []
        }
    }

    static func drafts(for definition: GS1AIDefinition) -> [VectorDraft] {
        let longest = GS1ElementStrings.components(of: definition, longest: true)
        var drafts: [VectorDraft] = []
        for (index, component) in definition.components.enumerated() {
            for check in component.checks {
                for (probe, flag) in probes(for: check) {
                    var value = longest
                    value[index] = Array(probe.utf8)
                    guard let element = GS1ElementStrings.withRequisites(definition, value: value.flatMap { $0 }) else { continue }
                    drafts.append(.generatedScan(
                        "date/\(definition.ai)/\(index)/\(probe)",
                        "(\(definition.ai)) \(definition.title): component \(index + 1) (\(check.rawValue)) is \(probe)",
                        clauses: ["C-4.5", "C-7.27"] + (flag == "LeapYearWrong" ? ["C-7.5"] : []), flags: [flag],
                        generator: "gs1-dates", field: field, scan: Scan(value: element, type: .gs1128)))
                }
            }
        }
        return drafts
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
