import ZipZap
import ZipZapVectors

/// The CSV layout of the value-level vectors: those of the `direct` source, one row per scan event. RFC 4180:
/// comma-separated, fields quoted when they hold a comma, quote or line break, CRLF line ends, a header row.
public enum CSVExport {
    public static let columns = [
        "id", "family", "event", "description", "clauses", "flags", "types", "normalization", "rules", "has_initial_value",
        "initial_value_hex",
        "scan_type", "scan_value", "scan_value_hex", "outcome", "step", "position", "value", "value_hex", "changed",
    ]

    public static func document(_ files: [VectorFile]) -> String {
        ([columns] + rows(files)).map { $0.map(quote).joined(separator: ",") + "\r\n" }.joined()
    }

    static func rows(_ files: [VectorFile]) -> [[String]] {
        var rows: [[String]] = []
        for file in files {
            // A refused configuration has no scan outcomes to put in a row, and GS1 parser vectors have no scans:
            // Docs/export.md says why they are not in the CSV.
            for vector in file.vectors where holds(vector) {
                guard case .direct(let scans) = vector.input.decoded else { continue }
                for (index, scan) in scans.enumerated() {
                    let entry = vector.expectedTrace.first { $0["event"] == .int(index) }
                    let resultValue = entry?["value"].flatMap { try? VectorValue.bytes(JSONReader($0)) }
                    rows.append([
                        vector.id, file.family, String(index), vector.description, list(vector.clauses),
                        list(vector.flags), vector.field.types.map { list($0.members.map(\.rawValue)) } ?? "",
                        vector.field.normalization.rawValue, list(vector.field.rules.map(spelling)),
                        vector.field.initialValue == nil ? "false" : "true", vector.field.initialValue.map(Hex.lower) ?? "",
                        scan.type?.rawValue ?? "", String(validating: scan.value, as: UTF8.self) ?? "", Hex.lower(scan.value),
                        text(entry?["kind"]), text(entry?["step"]), entry?["position"].map(text) ?? "",
                        resultValue.flatMap { String(validating: $0, as: UTF8.self) } ?? "", resultValue.map(Hex.lower) ?? "",
                        entry?["changed"].map(text) ?? "",
                    ])
                }
            }
        }
        return rows
    }

    /// The vectors a row per scan cannot hold: those of the source models, whose events are not scans alone (keys,
    /// frames, signals, time) and whose traces hold entries of other kinds (`mark`, `stop`, `signal`, `discard`).
    public static func leftOut(_ files: [VectorFile]) -> Int {
        files.reduce(0) { $0 + $1.vectors.count { !holds($0) } }
    }

    /// Whether the CSV has rows for `vector`: a field vector of scans only (`direct`), with scan outcomes.
    static func holds(_ vector: Vector) -> Bool {
        vector.source == .direct && vector.expectedError == nil && vector.gs1 == nil
    }

    /// A list inside one field: items separated by `;`; an item holding `;` or `"` (a pattern may) is written in
    /// double quotes with each quote doubled, as CSV writes a field, so splitting stays unambiguous.
    static func list(_ items: [String]) -> String {
        items.map { item in
            item.contains(where: { $0 == ";" || $0 == "\"" }) ? "\"" + item.replacing("\"", with: "\"\"") + "\"" : item
        }.joined(separator: ";")
    }

    /// Rules as the command line spells them: `checkDigit`, `length=8...14`, `custom=typeIs:qr`.
    static func spelling(_ rule: FieldSpec.Rule) -> String {
        switch rule {
        case .checkDigit: "checkDigit"
        case .length(let minimum, let maximum): minimum == maximum ? "length=\(minimum)" : "length=\(minimum)...\(maximum)"
        case .matches(let pattern): "matches=\(pattern.source)"
        case .gs1: rule.validationRule.description
        case .custom(.typeIs(let type)): "custom=typeIs:\(type.rawValue)"
        case .custom(let fixture): "custom=\(fixture.name)"
        case .refused(let refused): "\(refused.name)=\(refused.argument)"
        }
    }

    private static func text(_ value: JSONValue?) -> String {
        switch value {
        case .string(let text)?: text
        case .number(let text)?: text
        case .bool(let flag)?: flag ? "true" : "false"
        default: ""
        }
    }

    static func quote(_ field: String) -> String {
        // Scalars, not Characters: "\r\n" is one Character and would match neither "\r" nor "\n".
        guard field.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }
}
