import ZipZap
import ZipZapVectors

/// What one AI's entry says, field by field, in the dictionary's own notation: the form in which a dictionary entry
/// and a definition of the built-in table are compared, so that spacing and the order of attributes do not count.
struct GS1DictionaryFacts: Equatable {
    /// `*` predefined length, then `?` Digital Link data attribute, then any other flag as written.
    var flags: String
    /// Each component as `[N3],iso3166`.
    var components: [String]
    /// `req=00 req=02,8026`: each requisite in order, alternatives as written.
    var requisites: String
    /// `ex=390n,391n`: every exclusion, in order.
    var exclusions: String
    /// `dlpkey` or `dlpkey=22,10,21|235`.
    var digitalLinkKey: String
    /// Attributes only the dictionary has a meaning for.
    var otherAttributes: String
    var title: String

    init(_ entry: GS1Dictionary.Entry) {
        let known = entry.flags.filter { $0 == "*" } + entry.flags.filter { $0 == "?" }
        flags = known + entry.flags.filter { $0 != "*" && $0 != "?" }
        components = entry.components.map(Self.notation)
        requisites = Self.requisites(entry.requisites)
        exclusions = Self.exclusions(entry.exclusions)
        digitalLinkKey = Self.digitalLinkKey(entry.digitalLinkQualifiers)
        otherAttributes = entry.otherAttributes.joined(separator: " ")
        title = entry.title
    }

    init(_ definition: GS1AIDefinition) {
        flags = (definition.hasPredefinedLength ? "*" : "") + (definition.isDigitalLinkAttribute ? "?" : "")
        components = definition.components.map { component in
            Self.notation(GS1Dictionary.Component(
                type: Character(component.characterSet.rawValue), minLength: component.minLength,
                maxLength: component.maxLength, isOptional: component.isOptional, linters: component.checks.map(\.rawValue)))
        }
        requisites = definition.requisiteDescriptions.map { "req=" + $0 }.joined(separator: " ")
        exclusions = Self.exclusions(definition.exclusionDescriptions)
        digitalLinkKey = Self.digitalLinkKey(definition.digitalLinkQualifiers?.map { $0.map(\.description) })
        otherAttributes = ""
        title = definition.title
    }

    /// The fields in the order the comparison reports them, components numbered from 1; `count` components are
    /// listed (a missing one is empty) so that two entries list the same fields.
    func fields(components count: Int) -> [(name: String, value: String)] {
        [("flags", flags)]
            + (0..<count).map { ("component \($0 + 1)", $0 < components.count ? components[$0] : "") }
            + [("req", requisites), ("ex", exclusions), ("dlpkey", digitalLinkKey), ("other attributes", otherAttributes),
               ("title", title)]
    }

    /// The whole entry on one line, as the dictionary would write it (without its AIs).
    var line: String {
        let attributes = [requisites, exclusions, digitalLinkKey, otherAttributes].filter { !$0.isEmpty }
        let body = ([flags].filter { !$0.isEmpty } + components + attributes).joined(separator: " ")
        return title.isEmpty ? body : body + " # " + title
    }

    static func notation(_ component: GS1Dictionary.Component) -> String {
        let length = component.minLength == component.maxLength ? "\(component.maxLength)"
            : component.minLength == 1 ? "..\(component.maxLength)" : "\(component.minLength)..\(component.maxLength)"
        let type = "\(component.type)\(length)"
        return ([component.isOptional ? "[\(type)]" : type] + component.linters).joined(separator: ",")
    }

    private static func requisites(_ requisites: [[[String]]]) -> String {
        requisites.map { "req=" + $0.map { $0.joined(separator: "+") }.joined(separator: ",") }.joined(separator: " ")
    }

    private static func exclusions(_ patterns: [String]) -> String {
        patterns.isEmpty ? "" : "ex=" + patterns.joined(separator: ",")
    }

    private static func digitalLinkKey(_ sequences: [[String]]?) -> String {
        guard let sequences else { return "" }
        return sequences.isEmpty ? "dlpkey" : "dlpkey=" + sequences.map { $0.joined(separator: ",") }.joined(separator: "|")
    }
}
