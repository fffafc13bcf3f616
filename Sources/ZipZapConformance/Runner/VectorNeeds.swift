import ZipZap
import ZipZapVectors

/// One thing a vector needs of an implementation: a capability kind (`sources`, `rules`, ...) and a name.
public struct Need: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        case sources, rules, normalizations, fixtures, features
        /// A GS1 parser vector (SPEC C-7.40) needs the `gs1Parse` capability, the form it is given and each option it
        /// sets (PROTOCOL.md, "GS1 parse requests").
        case gs1Parse, gs1ParseForms, gs1ParseOptions
        /// The kinds that are lists of names in a `capabilities` message.
        public static let lists: [Kind] = [.sources, .rules, .normalizations, .fixtures, .features]
        public static func < (a: Kind, b: Kind) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
        /// The words reports put before the name: `source camera`, `feature typeFilter`, `gs1Parse form detect`.
        var word: String {
            switch self {
            case .features: "feature"
            case .gs1Parse: "gs1Parse"
            case .gs1ParseForms: "gs1Parse form"
            case .gs1ParseOptions: "gs1Parse option"
            case .sources, .rules, .normalizations, .fixtures: String(rawValue.dropLast())
            }
        }
    }

    public let kind: Kind
    public let name: String
    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    /// The capability `gs1Parse` itself has no name.
    public static let gs1Parser = Need(.gs1Parse, "")

    public var description: String { name.isEmpty ? kind.word : "\(kind.word) \(name)" }
    public static func < (a: Need, b: Need) -> Bool { (a.kind, a.name) < (b.kind, b.name) }
}

/// The features a vector can need beyond its source, rules, form and fixtures (PROTOCOL.md, "Capabilities"). Each is
/// derived from the vector's content, never listed by hand.
public enum Feature: String, Sendable, CaseIterable {
    /// The field lists its barcode types (SPEC C-2.1): a port without a type filter reads every type.
    case typeFilter
    /// A GTIN form takes the GTIN carried in GS1 data (SPEC C-3.8, and through it C-2.6 and C-2.7): the expected
    /// trace accepts, or rejects at a rule, a scan whose value is not itself a GTIN.
    case gtinFromGS1Data
    /// The vector expects its field's configuration to be refused, reported as `configurationError` (SPEC C-4.20).
    case configurationErrors
    /// A `gs1` rule with one of the checks across elements switched off (SPEC C-7.3).
    case gs1NoRequisites, gs1NoExclusions, gs1NoDuplicateCheck

    /// What an adapter that sends no `features` list is taken to have: every feature that existed before the list
    /// did, since the other lists implied them.
    public static let implied: Set<String> = Set(allCases.filter { $0 != .configurationErrors }.map(\.rawValue))
}

extension Vector {
    /// Everything this vector needs, each once, in a stable order.
    public var needs: [Need] {
        if let parse = gs1 {
            return ([Need.gs1Parser, Need(.gs1ParseForms, parse.formName)]
                + parse.optionsUsed.map { Need(.gs1ParseOptions, $0) }).sorted()
        }
        var needs: Set<Need> = [Need(.sources, source.rawValue), Need(.normalizations, field.normalization.rawValue)]
        for rule in field.rules {
            needs.insert(Need(.rules, rule.capabilityName))
            if case .custom(let fixture) = rule { needs.insert(Need(.fixtures, fixture.name)) }
            if case .gs1(let relaxed) = rule {
                if relaxed.contains(.requisites) { needs.insert(Need(.features, Feature.gs1NoRequisites.rawValue)) }
                if relaxed.contains(.exclusions) { needs.insert(Need(.features, Feature.gs1NoExclusions.rawValue)) }
                if relaxed.contains(.conflictingDuplicates) { needs.insert(Need(.features, Feature.gs1NoDuplicateCheck.rawValue)) }
            }
        }
        if field.types != nil { needs.insert(Need(.features, Feature.typeFilter.rawValue)) }
        if expectedError != nil { needs.insert(Need(.features, Feature.configurationErrors.rawValue)) }
        if readsGTINFromGS1Data { needs.insert(Need(.features, Feature.gtinFromGS1Data.rawValue)) }
        return needs.sorted()
    }

    /// A GTIN-form field that the expected trace shows accepting, or rejecting at a rule, a scan whose value (trimmed
    /// and without its identifier) is not a GTIN by itself: its GTIN can only have come from GS1 data.
    var readsGTINFromGS1Data: Bool {
        guard field.normalization.gtinLength != nil else { return false }
        return expectedTrace.contains { entry in
            guard entry["kind"] == .string("write") || (entry["kind"] == .string("reject") && entry["step"] != .string("normalize")),
                  let scan = entry["scan"], let valueJSON = scan["value"],
                  let value = try? VectorValue.bytes(JSONReader(valueJSON))
            else { return false }
            var type: BarcodeType?
            if case .string(let name)? = scan["type"] { type = BarcodeType(rawValue: name) }
            guard case .success(let stripped) = Normalizer.normalize(Scan(value: value, type: type), to: .symbologyIdentifierStripped)
            else { return true }
            let digits = stripped.value.allSatisfy(ASCII.isDigit)
            let gtinShaped = digits && (stripped.type == .upcE ? stripped.value.count == 8 : [8, 12, 13, 14].contains(stripped.value.count))
            return !gtinShaped
        }
    }
}

extension FieldSpec.Rule {
    /// The name the `rules` capability lists for this rule.
    var capabilityName: String {
        switch self {
        case .checkDigit: "checkDigit"
        case .length: "length"
        case .matches: "matches"
        case .gs1: "gs1"
        case .custom: "custom"
        case .refused(let refused): refused.name
        }
    }
}
