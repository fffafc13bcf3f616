import ZipZap

/// The work one vector asks of an implementation, in the units PROTOCOL.md defines ("How much work a vector may ask
/// for"): every scalar of a value that reaches the field counts once for each position of its patterns and once for
/// each rule; every detection once for each barcode the camera has seen; every typing edit once for each byte of
/// the text it edits. A straightforward linear-time implementation does a few machine operations per unit, so the
/// suite's bound keeps every vector well inside the runner's timeout (decision D4 of issue 25).
public enum VectorWork {
    /// The most units any vector of the suite may ask for; the generator refuses a vector over it.
    public static let bound = 25_000_000

    public static func units(of vector: Vector) -> Int {
        if let parse = vector.gs1 { return parse.input.count + 1 }
        var perScalar = 1 + vector.field.rules.count
        for rule in vector.field.rules {
            if case .matches(let pattern) = rule { perScalar += pattern.size }
        }
        var units = 0
        var textBytes = vector.field.initialValue?.count ?? 0
        var barcodes = Set<[UInt8]>()
        for event in vector.events {
            switch event["kind"].flatMap(text) {
            case "frame":
                guard case .array(let detections)? = event["detections"] else { continue }
                for detection in detections {
                    let value = bytes(detection["value"])
                    barcodes.insert(value + Array((detection["type"].flatMap(text) ?? "").utf8))
                    units = adding(units, (UTF8Scalars(value).count + 1) * perScalar + barcodes.count)
                }
            case "insert", "replace", "delete":
                let inserted = bytes(event["text"]).count
                textBytes += inserted
                units = adding(units, textBytes + inserted + 1)
            case "submit":  // the text's bytes, at least its scalars
                units = adding(units, (textBytes + 1) * perScalar)
            default:  // scan, decode, keys, start: the scalars they carry
                let carried = UTF8Scalars(bytes(event["value"]) + bytes(event["bytes"])).count
                units = adding(units, (carried + 1) * perScalar)
            }
        }
        return units
    }

    private static func adding(_ total: Int, _ more: Int) -> Int {
        let (sum, overflow) = total.addingReportingOverflow(more)
        return overflow ? Int.max : sum
    }

    private static func text(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    private static func bytes(_ value: JSONValue?) -> [UInt8] {
        guard let value else { return [] }
        return (try? VectorValue.bytes(JSONReader(value))) ?? []
    }
}
