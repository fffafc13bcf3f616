import ZipZapConformance

/// What a fuzz campaign generates (`fuzz --area`): each area is a kind of request.
public enum FuzzArea: String, CaseIterable, Sendable, Hashable {
    /// Direct scans through fields with types, forms, check digits, lengths and the custom fixtures.
    case core
    /// Direct scans through fields with `matches` rules.
    case patterns
    /// GS1 data through `gs1` rules, and GS1 parse requests when the implementation takes them.
    case gs1
    /// Event streams of each source.
    case camera, hardware, hid, typing

    /// The source the area's field requests use.
    var source: SourceKind {
        switch self {
        case .core, .patterns, .gs1: .direct
        case .camera: .camera
        case .hardware: .hardware
        case .hid: .hid
        case .typing: .typing
        }
    }
}

/// What may be generated: the selected areas that the implementation's capabilities let run, and the names of
/// everything else it declares. Only requests it can run are made.
public struct FuzzScope: Sendable {
    public let areas: [FuzzArea]
    let capabilities: Capabilities

    public init(areas: [FuzzArea], capabilities: Capabilities) {
        self.capabilities = capabilities
        self.areas = areas.filter { area in
            let sourceOK = capabilities.sources.contains(area.source.rawValue)
            switch area {
            case .patterns: return sourceOK && capabilities.rules.contains("matches")
            case .gs1: return (sourceOK && capabilities.rules.contains("gs1")) || capabilities.gs1Parse != nil
            default: return sourceOK
            }
        }
    }

    func has(_ feature: Feature) -> Bool { capabilities.features.contains(feature.rawValue) }
    func hasRule(_ name: String) -> Bool { capabilities.rules.contains(name) }
}
