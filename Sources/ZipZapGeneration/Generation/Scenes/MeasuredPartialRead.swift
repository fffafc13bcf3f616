import ZipZap
import ZipZapConformance

/// A partial read zxing-cpp returned for a cropped symbol (`Conformance/scenes/partial-reads.json`), with the
/// detection of the whole symbol the camera gets once the symbol is fully in view.
public struct MeasuredPartialRead: Sendable {
    public var symbol: String
    public var decoder: String
    /// The partial read as the camera receives it, where the decoder found it in the cropped picture.
    public var partial: Detection
    /// The symbol read whole.
    public var full: Detection
    /// The reader options under which zxing-cpp returned it, and the error it attached (return_errors), if any.
    public var options: [String]
    public var error: String?

    public static func load(_ path: String) throws(SceneFixtureError) -> [MeasuredPartialRead] {
        try SceneFixtureFile(path).read { (reader) throws(JSONReader.Error) in
            let decoder = try reader.member("decoder").string()
            var uncut: [String: Detection] = [:]
            for item in try reader.member("uncut").array() {
                uncut[try item.member("symbol").string() + "\n" + item.member("full").string()] = try detection(item, at: item)
            }
            return try reader.member("reads").array().map { (item) throws(JSONReader.Error) in
                let symbol = try item.member("symbol").string(), value = try item.member("full").string()
                guard let full = uncut[symbol + "\n" + value] else { throw try item.member("full").error("no uncut read of '\(value)'") }
                return MeasuredPartialRead(
                    symbol: symbol, decoder: decoder, partial: try detection(item, at: item.member("example")), full: full,
                    options: try item.member("options").array().map { (option) throws(JSONReader.Error) in try option.string() },
                    error: try item.member("error").value == .null ? nil : try item.member("error").string())
            }
        }
    }

    /// A detection from `item`'s value and type, positioned at `place`'s x and y.
    private static func detection(_ item: JSONReader, at place: JSONReader) throws(JSONReader.Error) -> Detection {
        let typeReader = try item.member("type")
        guard let type = BarcodeType(rawValue: try typeReader.string()) else { throw typeReader.error("unknown barcode type") }
        return Detection(
            value: try VectorValue.bytes(item.member("value")), type: type,
            position: ViewPoint(x: try place.member("x").int(), y: try place.member("y").int()))
    }
}
