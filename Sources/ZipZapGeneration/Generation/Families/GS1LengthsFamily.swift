import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1Lengths = VectorFamily(
        name: "gs1-lengths",
        description: "`.gs1` on value lengths at every component boundary (SPEC C-7.1, C-7.4, C-7.26): for one AI of each format, values one short of, at, and one past each component's shortest and longest length, in every form: unbracketed at the end, followed by FNC1 and another element, run into the next AI, bracketed, scan data and Digital Link.",
        flags: [
            .init("LengthBoundaryWrong", bug: "a value at exactly its shortest or longest length is refused, or one a character shorter or longer accepted",
                  breaks: "valid labels are refused at their limits, or partial and run-together reads pass"),
            .init("OptionalComponentWrong", bug: "an AI value that ends after an optional component, or inside one, is judged wrongly",
                  breaks: "(8008), (7007), (253), (8003) values with or without their optional parts are refused or accepted wrongly"),
            .init("SeparatorEndsValueWrong", bug: "FNC1 after a value does not end it, a predefined-length value does not end without FNC1, or a variable-length one does",
                  breaks: "element strings with several elements are refused, or two elements read as one"),
            .init("FormLengthDiffers", bug: "the length checks differ between the bracketed, unbracketed, scan-data and Digital Link forms",
                  breaks: "the same data passes in one form and fails in another"),
        ],
        drafts: { GS1LengthDrafts.all() })
}

/// The drafts of `gs1-lengths`: probe lengths of one AI per format, in each form. Keys are
/// `len/AI/LENGTH/FORM`; the tests recompute from the AI's format text which lengths are valid.
enum GS1LengthDrafts {
    static let field = FieldSpec(rules: [.gs1(relaxed: [])])
    /// The element put after the tested one: (90) has no requisites and excludes nothing.
    static let next = Array("90ZZ".utf8)
    /// The element-string symbology identifiers, taken in turn by the scan-data probes.
    static let identifiers = ["]C1", "]e0", "]d2", "]Q3", "]J1"]

    static func all() -> [VectorDraft] {
        representatives().flatMap(drafts(for:))
    }

    /// One AI of each format: the first, in table order, with that format, predefined length, attribute and key
    /// flags, whose requisites can be met.
    static func representatives() -> [GS1AIDefinition] {
        var seen = Set<String>()
        return GS1ElementStrings.table.definitions.filter { definition in
            let signature = [definition.specification, "\(definition.hasPredefinedLength)",
                             "\(definition.isDigitalLinkAttribute)", "\(definition.isDigitalLinkPrimaryKey)"].joined(separator: "|")
            guard !seen.contains(signature), GS1ElementStrings.withRequisites(definition, value: []) != nil else { return false }
            seen.insert(signature)
            return true
        }
    }

    /// The lengths worth probing: one short of, at and one past each component's natural shortest length and its end.
    static func probeLengths(_ definition: GS1AIDefinition) -> [Int] {
        var lengths = Set<Int>()
        var end = 0
        for component in definition.components {
            let shortest = end + GS1ValueSynthesizer.naturalMinimum(component)
            end += component.maxLength
            lengths.formUnion([shortest - 1, shortest, end - 1, end, end + 1])
        }
        return lengths.filter { $0 >= 1 }.sorted()
    }

    /// A value of exactly `length` bytes: valid components while they fit, the last one shortened (a variable one
    /// to a valid length, a fixed one cut), then filler past the format's end; nil when the component's checks
    /// cannot be met at that length.
    static func value(_ definition: GS1AIDefinition, length: Int) -> [UInt8]? {
        var value: [UInt8] = []
        for component in definition.components where value.count < length {
            let remaining = length - value.count
            if remaining >= component.maxLength {
                value += GS1ValueSynthesizer.valid(component, length: component.maxLength)
            } else if component.minLength < component.maxLength {
                value += GS1ValueSynthesizer.valid(component, length: remaining)
            } else {
                value += GS1ValueSynthesizer.valid(component, length: component.maxLength).prefix(remaining)
            }
        }
        // Checks that fix the value (codes, coupons, IBANs) leave it shorter than asked: no such probe.
        guard value.count == min(length, definition.maxLength), let last = definition.components.last else { return nil }
        return value + GS1ValueSynthesizer.filler(last.characterSet, count: length - value.count)
    }

    static func drafts(for definition: GS1AIDefinition) -> [VectorDraft] {
        let ai = definition.ai
        var drafts: [VectorDraft] = []
        for length in probeLengths(definition) {
            guard let value = value(definition, length: length),
                  let unbracketed = GS1ElementStrings.withRequisites(definition, value: value),
                  let bracketed = GS1ElementStrings.withRequisites(definition, value: value, bracketed: true)
            else { continue }
            func add(_ form: String, _ description: String, _ clauses: [String], _ flags: [String], _ scan: Scan) {
                drafts.append(.generatedScan(
                    "len/\(ai)/\(length)/\(form)", "(\(ai)) \(definition.specification), \(length) characters: \(description)",
                    clauses: ["C-4.5", "C-7.1", "C-7.26"] + clauses, flags: ["LengthBoundaryWrong"] + flags,
                    generator: "gs1-lengths", field: field, scan: scan))
            }
            let optional = definition.components.contains(where: \.isOptional) ? ["OptionalComponentWrong"] : []
            add("end", "unbracketed, the last element", [], optional, Scan(value: unbracketed, type: .gs1128))
            add("fnc1-next", "unbracketed, then FNC1 and another element", ["C-7.4"], ["SeparatorEndsValueWrong"],
                Scan(value: unbracketed + [GS1ElementStrings.groupSeparator] + next, type: .gs1128))
            if length == definition.maxLength {
                add("run-on", definition.hasPredefinedLength
                    ? "predefined length: the next AI follows without FNC1"
                    : "variable length: the next AI without FNC1 runs the value past its maximum",
                    ["C-7.4"], ["SeparatorEndsValueWrong"], Scan(value: unbracketed + next, type: .gs1128))
            }
            add("bracketed", "bracketed", ["C-7.2"], ["FormLengthDiffers"], Scan(value: bracketed, type: nil))
            let identifier = identifiers[length % identifiers.count]
            add("scan-data", "scan data under \(identifier)", ["C-7.2"], ["FormLengthDiffers"],
                Scan(value: Array(identifier.utf8) + unbracketed, type: nil))
            if let uri = digitalLink(definition, value: value) {
                add("digital-link", definition.isDigitalLinkPrimaryKey ? "the Digital Link key in the path" : "a Digital Link query attribute",
                    ["C-7.7"], ["FormLengthDiffers"], Scan(uri, type: .qr))
            }
        }
        return drafts
    }

    /// The value in a Digital Link URI: a key without requisites in the path, an attribute whose requisites (01)
    /// meets in the query after GS1's example GTIN. (01) itself is left to the padding vectors (C-7.7), and the
    /// qualifiers of (01) stay out of the query, where SPEC has yet to settle them.
    static func digitalLink(_ definition: GS1AIDefinition, value: [UInt8]) -> String? {
        let encoded = percentEncoded(value)
        if definition.isDigitalLinkPrimaryKey {
            guard definition.requisiteDescriptions.isEmpty, definition.ai != "01" else { return nil }
            return "https://id.gs1.org/\(definition.ai)/\(encoded)"
        }
        let gtinQualifiers = (GS1ElementStrings.table.definition(for: "01")?.digitalLinkQualifiers ?? []).flatMap { $0 }
        guard definition.isDigitalLinkAttribute, !gtinQualifiers.contains(definition.code),
              definition.requisiteDescriptions.allSatisfy({ $0.split(separator: ",").contains { GS1AIPattern.matches(String($0), "01") } }),
              !definition.exclusionDescriptions.contains(where: { GS1AIPattern.matches($0, "01") })
        else { return nil }
        return "https://id.gs1.org/01/\(GS1Samples.gtin)?\(definition.ai)=\(encoded)"
    }

    /// Percent-encodes every byte but `A-Z a-z 0-9 - . _ ~` (RFC 3986 unreserved), upper-case hexadecimal.
    static func percentEncoded(_ bytes: [UInt8]) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in bytes {
            if ASCII.isDigit(byte) || ASCII.isLetter(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
