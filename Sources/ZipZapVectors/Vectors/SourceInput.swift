/// A vector's input both ways: the JSON its file gives (sent to adapters and written back as it is) and what that JSON
/// means, decoded once when the vector is made. Nothing else decodes a vector's events.
public struct SourceInput: Sendable, Hashable {
    public let source: SourceKind
    /// Source options (windows, counts ...), or nil for the defaults.
    public let configuration: JSONValue?
    public let events: [JSONValue]
    public let decoded: VectorInput

    /// The input of a vector without events: a GS1 parser vector, or a request with none.
    public static let none = SourceInput(.direct([]))

    /// Reads the JSON with the reference's own decoder, so that a vector no adapter could be given a meaning for (an
    /// offset that is not a number, a missing time) is a problem of its file, not a request sent out.
    public init(source: SourceKind, configuration: JSONValue?, events: [JSONValue], path: String = "$") throws(JSONReader.Error) {
        self.init(source: source, configuration: configuration, events: events,
                  decoded: try SourceEventsJSON.decode(source: source, configuration: configuration, events: events, path: path))
    }

    /// The JSON of an input built in code (generation, fuzzing).
    public init(_ input: VectorInput) {
        let encoded = SourceEventsJSON.encode(input)
        self.init(source: encoded.source, configuration: encoded.configuration, events: encoded.events, decoded: input)
    }

    /// Both halves as given; the public initializers keep them in agreement.
    init(source: SourceKind, configuration: JSONValue?, events: [JSONValue], decoded: VectorInput) {
        self.source = source
        self.configuration = configuration
        self.events = events
        self.decoded = decoded
    }
}
