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
        // Each scan, decode, key burst or camera start: the scalars it carries, once per unit of a scalar.
        func carrying(_ value: [UInt8]) { units = adding(units, (UTF8Scalars(value).count + 1) * perScalar) }
        switch vector.input.decoded {
        case .direct(let scans): for scan in scans { carrying(scan.value) }
        case .source(.hardware(_, let events)):
            for case .decode(_, let value, _) in events { carrying(value) }
        case .source(.hid(_, let events)):
            for case .keys(_, let bytes) in events { carrying(bytes) }
        case .source(.camera(_, let events)):
            var barcodes = Set<[UInt8]>()
            for event in events {
                guard case .frame(_, let detections) = event else { carrying([]); continue }
                for detection in detections {
                    barcodes.insert(detection.value + Array(detection.type.rawValue.utf8))
                    units = adding(units, (UTF8Scalars(detection.value).count + 1) * perScalar + barcodes.count)
                }
            }
        case .source(.typing(_, let events)):
            var textBytes = vector.field.initialValue?.count ?? 0
            for event in events {
                let inserted: Int
                switch event {
                case .insert(_, let text), .replace(_, _, let text): inserted = text.count
                case .delete: inserted = 0
                case .submit:  // the text's bytes, at least its scalars
                    units = adding(units, (textBytes + 1) * perScalar)
                    continue
                }
                textBytes += inserted
                units = adding(units, textBytes + inserted + 1)
            }
        }
        return units
    }

    private static func adding(_ total: Int, _ more: Int) -> Int {
        let (sum, overflow) = total.addingReportingOverflow(more)
        return overflow ? Int.max : sum
    }
}
