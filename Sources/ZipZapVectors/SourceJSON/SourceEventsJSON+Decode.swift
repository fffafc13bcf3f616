import ZipZap

/// A vector's input, decoded: scans for the `direct` source, or a source model's configuration and events.
public enum VectorInput: Sendable, Hashable {
    case direct([Scan])
    case source(SourceEvents)
}

/// Reads vectors' `events` and `sourceConfiguration` for each source (the member names are the Swift ones, so they
/// match the event scripts' `set` names). A configuration member left out keeps its default.
public enum SourceEventsJSON {
    static func decode(
        source: SourceKind, configuration: JSONValue?, events: [JSONValue], path: String = "$"
    ) throws(JSONReader.Error) -> VectorInput {
        let settings = configuration.map { JSONReader($0, path: path + ".sourceConfiguration") }
        let readers = events.enumerated().map { JSONReader($1, path: "\(path).events[\($0)]") }
        func each<T>(_ read: (JSONReader) throws(JSONReader.Error) -> T) throws(JSONReader.Error) -> [T] {
            var result: [T] = []
            result.reserveCapacity(readers.count)
            for reader in readers { result.append(try read(reader)) }
            return result
        }
        switch source {
        case .direct:
            if let settings { throw settings.error("the direct source takes no configuration") }
            return .direct(try each(directScan))
        case .camera: return .source(.camera(try camera(settings), try each(cameraEvent)))
        case .hardware: return .source(.hardware(try hardware(settings), try each(hardwareEvent)))
        case .hid: return .source(.hid(try hid(settings), try each(hidEvent)))
        case .typing: return .source(.typing(try typing(settings), try each(typingEvent)))
        }
    }

    // MARK: Events

    static func directScan(_ reader: JSONReader) throws(JSONReader.Error) -> Scan {
        try expectKind(reader, "scan", members: ["value", "type"])
        return Scan(value: try VectorValue.bytes(reader.member("value")), type: try optionalType(reader, "type"))
    }

    static func cameraEvent(_ reader: JSONReader) throws(JSONReader.Error) -> CameraEvent {
        switch try reader.member("kind").string() {
        case "frame":
            try reader.onlyMembers(["kind", "time", "detections"])
            var detections: [Detection] = []
            for item in try reader.member("detections").array() {
                try item.onlyMembers(["value", "type", "x", "y"])
                detections.append(Detection(
                    value: try VectorValue.bytes(item.member("value")), type: try type(item.member("type")),
                    position: ViewPoint(x: try item.member("x").int(), y: try item.member("y").int())))
            }
            return .frame(time: try time(reader), detections: detections)
        case "start":
            try reader.onlyMembers(["kind", "time"])
            return .start(time: try time(reader))
        case let other: throw try reader.member("kind").error("unknown camera event '\(other)'; events: frame, start")
        }
    }

    static func hardwareEvent(_ reader: JSONReader) throws(JSONReader.Error) -> HardwareEvent {
        try expectKind(reader, "decode", members: ["time", "value", "type"])
        return .decode(time: try time(reader), value: try VectorValue.bytes(reader.member("value")), type: try type(reader.member("type")))
    }

    static func hidEvent(_ reader: JSONReader) throws(JSONReader.Error) -> HIDEvent {
        try expectKind(reader, "keys", members: ["time", "bytes"])
        return .keys(time: try time(reader), bytes: try VectorValue.bytes(reader.member("bytes")))
    }

    static func typingEvent(_ reader: JSONReader) throws(JSONReader.Error) -> TypingEvent {
        switch try reader.member("kind").string() {
        case "insert":
            try reader.onlyMembers(["kind", "offset", "text"])
            return .insert(offset: try reader.member("offset").int(), text: try VectorValue.bytes(reader.member("text")))
        case "delete":
            try reader.onlyMembers(["kind", "offset", "count"])
            return .delete(offset: try reader.member("offset").int(), count: try reader.member("count").int())
        case "replace":
            try reader.onlyMembers(["kind", "offset", "count", "text"])
            return .replace(offset: try reader.member("offset").int(), count: try reader.member("count").int(),
                            text: try VectorValue.bytes(reader.member("text")))
        case "submit":
            try reader.onlyMembers(["kind"])
            return .submit
        case let other:
            throw try reader.member("kind").error("unknown typing event '\(other)'; events: insert, delete, replace, submit")
        }
    }

    // MARK: Configurations

    static func camera(_ reader: JSONReader?) throws(JSONReader.Error) -> CameraConfiguration {
        var configuration = CameraConfiguration.default
        guard let reader else { return configuration }
        try reader.onlyMembers(["pointOfInterest", "afterWrite", "sightingTimeout", "maximumDetectionsPerFrame", "maximumSightings"])
        if let point = try reader.optionalMember("pointOfInterest") {
            try point.onlyMembers(["x", "y"])
            configuration.pointOfInterest = ViewPoint(x: try point.member("x").int(), y: try point.member("y").int())
        }
        if let afterWrite = try reader.optionalMember("afterWrite") {
            let name = try afterWrite.string()
            guard let value = CameraConfiguration.AfterWrite(rawValue: name) else {
                throw afterWrite.error("unknown afterWrite '\(name)'; values: stop, keepScanning")
            }
            configuration.afterWrite = value
        }
        if let value = try reader.optionalMember("sightingTimeout") { configuration.sightingTimeout = Int64(try value.int()) }
        if let value = try reader.optionalMember("maximumDetectionsPerFrame") { configuration.maximumDetectionsPerFrame = try value.int() }
        if let value = try reader.optionalMember("maximumSightings") { configuration.maximumSightings = try value.int() }
        return configuration
    }

    static func hardware(_ reader: JSONReader?) throws(JSONReader.Error) -> HardwareConfiguration {
        var configuration = HardwareConfiguration.default
        guard let reader else { return configuration }
        try reader.onlyMembers(["aimGap", "minimumDecodes", "minimumAimDuration", "signalRepeatInterval"])
        if let value = try reader.optionalMember("aimGap") { configuration.aimGap = Int64(try value.int()) }
        if let value = try reader.optionalMember("minimumDecodes") { configuration.minimumDecodes = try value.int() }
        if let value = try reader.optionalMember("minimumAimDuration") { configuration.minimumAimDuration = Int64(try value.int()) }
        if case .object(let members) = reader.value, let repeatMember = members.first(where: { $0.key == "signalRepeatInterval" }) {
            configuration.signalRepeatInterval = repeatMember.value == .null
                ? nil : Int64(try JSONReader(repeatMember.value, path: reader.path + ".signalRepeatInterval").int())
        }
        return configuration
    }

    static func hid(_ reader: JSONReader?) throws(JSONReader.Error) -> HIDConfiguration {
        var configuration = HIDConfiguration.default
        guard let reader else { return configuration }
        try reader.onlyMembers(["tabIsTerminator", "fnc1Substitute", "scanBurst", "maximumEntryLength"])
        guard case .object(let members) = reader.value else { return configuration }
        if let value = try reader.optionalMember("tabIsTerminator") { configuration.tabIsTerminator = try value.bool() }
        if let value = try reader.optionalMember("fnc1Substitute") { configuration.fnc1Substitute = try VectorValue.bytes(value) }
        if let burst = members.first(where: { $0.key == "scanBurst" }) {
            if burst.value == .null {
                configuration.scanBurst = nil
            } else {
                let burstReader = JSONReader(burst.value, path: reader.path + ".scanBurst")
                try burstReader.onlyMembers(["maximumKeyGap", "minimumLength"])
                var scanBurst = HIDConfiguration.ScanBurst()
                if let gap = try burstReader.optionalMember("maximumKeyGap") { scanBurst.maximumKeyGap = Int64(try gap.int()) }
                if let length = try burstReader.optionalMember("minimumLength") { scanBurst.minimumLength = try length.int() }
                configuration.scanBurst = scanBurst
            }
        }
        if let value = try reader.optionalMember("maximumEntryLength") { configuration.maximumEntryLength = try value.int() }
        return configuration
    }

    static func typing(_ reader: JSONReader?) throws(JSONReader.Error) -> TypingConfiguration {
        var configuration = TypingConfiguration.default
        guard let reader else { return configuration }
        try reader.onlyMembers(["maximumTextLength"])
        if let value = try reader.optionalMember("maximumTextLength") { configuration.maximumTextLength = try value.int() }
        return configuration
    }

    // MARK: Pieces

    private static func expectKind(_ reader: JSONReader, _ kind: String, members: Set<String>) throws(JSONReader.Error) {
        try reader.onlyMembers(members.union(["kind"]))
        let kindReader = try reader.member("kind")
        guard try kindReader.string() == kind else { throw kindReader.error("expected an event of kind '\(kind)'") }
    }

    private static func time(_ reader: JSONReader) throws(JSONReader.Error) -> Int64 { Int64(try reader.member("time").int()) }

    private static func type(_ reader: JSONReader) throws(JSONReader.Error) -> BarcodeType {
        let name = try reader.string()
        guard let type = BarcodeType(rawValue: name) else { throw reader.error("unknown barcode type '\(name)'") }
        return type
    }

    private static func optionalType(_ reader: JSONReader, _ key: String) throws(JSONReader.Error) -> BarcodeType? {
        try reader.optionalMember(key).map { (item) throws(JSONReader.Error) in try type(item) }
    }
}
