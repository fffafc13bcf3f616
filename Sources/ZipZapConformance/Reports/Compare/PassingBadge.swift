import ZipZapVectors

/// A shields.io endpoint badge (https://shields.io/badges/endpoint-badge): `{"schemaVersion": 1, "label", "message",
/// "color"}`, the message `N% passing`. Two are written from a report: of the vectors the implementation declares (every
/// vector but the unsupported ones, whose capabilities it says it lacks) and of the whole suite (every vector of the run).
public struct PassingBadge: Sendable, Hashable {
    public let label: String
    public let passed: Int
    public let of: Int

    /// `passed` of `of`, floored to one decimal so that no failure shows as 100%; `no vectors` for none.
    public var message: String {
        guard of > 0 else { return "no vectors" }
        let tenths = passed * 1000 / of
        return "\(tenths / 10).\(tenths % 10)% passing"
    }

    /// shields.io's named colours, from brightgreen at 100% down to red below 50%.
    public var color: String {
        guard of > 0 else { return "lightgrey" }
        let tenths = passed * 1000 / of
        switch tenths {
        case 1000: return "brightgreen"
        case 950...: return "green"
        case 900...: return "yellowgreen"
        case 750...: return "yellow"
        case 500...: return "orange"
        default: return "red"
        }
    }

    public var json: String {
        JSONWriter().document(.object([
            ("schemaVersion", .int(1)), ("label", .string(label)), ("message", .string(message)), ("color", .string(color)),
        ]))
    }

    /// Of the vectors the implementation declares: the report's vectors but the unsupported ones.
    public static func declared(_ report: SavedReport) -> PassingBadge {
        PassingBadge(label: "zipzap conformance", passed: report.statuses.filter { $0.status == .passed }.count,
                     of: report.statuses.filter { $0.status != .unsupported }.count)
    }

    /// Of every vector of the run, loaded or not.
    public static func suite(_ report: SavedReport) -> PassingBadge {
        PassingBadge(label: "zipzap suite \(report.suiteVersion)", passed: report.statuses.filter { $0.status == .passed }.count,
                     of: report.total)
    }
}
