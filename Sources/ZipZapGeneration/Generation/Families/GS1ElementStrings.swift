import ZipZap
import ZipZapConformance

/// Element strings for the GS1 vectors: an AI's value built component by component, the AIs its requisites call for
/// (avoiding its exclusions), and the unbracketed form a GS1-128 scanner sends.
package enum GS1ElementStrings {
    package static let table = GS1AITable.current
    package static let groupSeparator: UInt8 = 0x1D

    /// The value's components: with `longest`, every component, variable-length ones at their maximum; else only the
    /// required ones, at their shortest valid length.
    package static func components(of definition: GS1AIDefinition, longest: Bool) -> [[UInt8]] {
        definition.components.filter { longest || !$0.isOptional }.map { component in
            GS1ValueSynthesizer.valid(component, length: longest ? component.maxLength : component.minLength)
        }
    }

    /// The unbracketed element string: FNC1 (GS) after every element without a predefined length but the last.
    package static func unbracketed(_ elements: [(GS1AIDefinition, [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (position, (definition, value)) in elements.enumerated() {
            bytes += Array(definition.ai.utf8) + value
            if !definition.hasPredefinedLength && position < elements.count - 1 { bytes.append(groupSeparator) }
        }
        return bytes
    }

    /// The bracketed form: each AI in brackets before its value (the values here hold no `(` to escape).
    package static func bracketed(_ elements: [(GS1AIDefinition, [UInt8])]) -> [UInt8] {
        elements.flatMap { definition, value in Array("(\(definition.ai))".utf8) + value }
    }

    /// `definition` last, after the AIs that satisfy its requisites (and theirs) without breaking an exclusion,
    /// each with a short valid value, in the unbracketed form or `bracketed`; nil when no such set exists.
    package static func withRequisites(_ definition: GS1AIDefinition, value: [UInt8], bracketed: Bool = false) -> [UInt8]? {
        guard let present = satisfying([definition]) else { return nil }
        let companions = present.dropFirst().map { ($0, components(of: $0, longest: false).flatMap { $0 }) }
        let elements = companions + [(definition, value)]
        return bracketed ? Self.bracketed(elements) : unbracketed(elements)
    }

    /// `present` with AIs added until every requisite is met, trying alternatives in the table's order.
    private static func satisfying(_ present: [GS1AIDefinition]) -> [GS1AIDefinition]? {
        guard isCompatible(present) else { return nil }
        for definition in present {
            for requisite in definition.requisiteDescriptions {
                let alternatives = requisite.split(separator: ",").map { $0.split(separator: "+").map(String.init) }
                if alternatives.contains(where: { $0.allSatisfy { pattern in contains(present, pattern) } }) { continue }
                for group in alternatives {
                    let added = group.filter { !contains(present, $0) }.compactMap(firstDefinition(matching:))
                    if let solved = satisfying(present + added) { return solved }
                }
                return nil
            }
        }
        return present
    }

    /// No AI of `present` excludes another one present (an AI never excludes itself).
    private static func isCompatible(_ present: [GS1AIDefinition]) -> Bool {
        present.allSatisfy { definition in
            definition.exclusionDescriptions.allSatisfy { pattern in
                !present.contains { $0.ai != definition.ai && GS1AIPattern.matches(pattern, $0.ai) }
            }
        }
    }

    private static func contains(_ present: [GS1AIDefinition], _ pattern: String) -> Bool {
        present.contains { GS1AIPattern.matches(pattern, $0.ai) }
    }

    private static func firstDefinition(matching pattern: String) -> GS1AIDefinition? {
        table.definitions.first { GS1AIPattern.matches(pattern, $0.ai) }
    }
}
