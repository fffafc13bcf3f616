import ZipZap

/// A trace event as one line of text: the cause's index, the kind, then `name=value` fields (SPEC C-12.2):
///
///     0 reject type=ean13 scanned="4006381333932" rule=checkDigit position=0
///     0 mark type=ean13 scanned="4006381333932" at=0.5,0.5
///     1 write type=ean13 scanned="4006381333931" value="4006381333931" changed=true
///     1 stop
///
/// `type=` is left out when the type is unknown (HID, typing). Values are quoted in the event-script syntax, so a
/// line's values can be pasted into a script.
public enum TraceText {
    public static func line(_ event: TraceEvent) -> String {
        ([String(event.cause), event.kind.rawValue] + fields(event.action)).joined(separator: " ")
    }

    static func fields(_ action: TraceAction) -> [String] {
        switch action {
        case .write(let scan, let value, let changed):
            return scanFields(scan) + ["value=" + quoted(value), "changed=\(changed)"]
        case .reject(let scan, let rejection):
            return scanFields(scan) + rejectionFields(rejection)
        case .ignore(let scan, _):
            return scanFields(scan)
        case .mark(let scan, let position):
            return scanFields(scan) + ["at=" + ViewPointSpelling.format(position)]
        case .stop:
            return []
        case .signal(let scan, let count):
            return scanFields(scan) + ["count=\(count)"]
        case .discard(let bytes, let reason):
            return ["reason=" + reason.rawValue, "bytes=" + quoted(bytes)]
        }
    }

    private static func scanFields(_ scan: Scan) -> [String] {
        (scan.type.map { ["type=" + $0.rawValue] } ?? []) + ["scanned=" + quoted(scan.value)]
    }

    private static func rejectionFields(_ rejection: Rejection) -> [String] {
        switch rejection.step {
        case .normalization(let form, _): ["rule=" + rejection.name, "form=" + form.rawValue]
        case .rule(_, let position): ["rule=" + rejection.name, "position=\(position)"]
        }
    }

    /// `"..."` with `ValueEscaping`'s escapes, and `"` escaped as `\"`.
    public static func quoted(_ value: [UInt8]) -> String {
        var text = "\""
        for character in ValueEscaping.display(value) {
            if character == "\"" { text += "\\\"" } else { text.append(character) }
        }
        return text + "\""
    }
}
