import PropertyTesting
import ZipZap
import ZipZapConformance
import ZipZapGeneration

/// GS1 data from the AI table: element strings of one to three AIs with valid values (built as the generator's
/// families build them, dates at their edges) or one value broken, in every input form, and Digital Link URIs.
enum FuzzGS1Values {
    static let definitions = GS1AITable.current.definitions
    static let keys = definitions.filter(\.isDigitalLinkPrimaryKey)
    static let attributes = definitions.filter(\.isDigitalLinkAttribute)
    /// The AIs other AIs' requisites and exclusions name most: keys, and (02) and (37) of logistic units.
    static let anchors = ["00", "01", "02", "03", "37", "253", "255", "414", "8003", "8004", "8006", "8010", "8017", "8018", "8026"]
        .compactMap { GS1AITable.current.definition(for: $0) }
    static let dateChecks: Set<GS1Check> = [.yymmdd, .yymmd0, .yyyymmdd, .yyyymmd0]
    static let dated = definitions.filter { $0.components.contains { $0.checks.contains(where: dateChecks.contains) } }

    /// An AI and a value for it: valid, or cut, lengthened or with one character changed.
    static func element(_ random: inout SplitMix64, from pool: [GS1AIDefinition] = definitions) -> (GS1AIDefinition, [UInt8]) {
        let definition = random.element(pool)
        var value = definition.components.filter { !$0.isOptional || random.oneIn(2) }.flatMap { component in
            if let check = component.checks.first(where: dateChecks.contains), !random.oneIn(3) { return date(&random, check) }
            return GS1ValueSynthesizer.valid(component, length: random.int(component.minLength...component.maxLength))
        }
        switch random.int(0...7) {
        case 0 where !value.isEmpty: value.removeLast()
        case 1: value.append(random.digit())
        case 2 where !value.isEmpty: value[random.int(0...value.count - 1)] = random.element(Array("9A#a%^ ".utf8))
        default: break
        }
        return (definition, value)
    }

    /// A date at the edges: the years where the century window turns and 2000 (a leap year that 1900 was not),
    /// February, months 00 and 13, days 00 and 29 to 32.
    static func date(_ random: inout SplitMix64, _ check: GS1Check) -> [UInt8] {
        let year = random.oneIn(4) ? "00" : random.element(["04", "24", "25", "26", "27", "48", "49", "50", "75", "76", "77", "96", "99"])
        let month = random.element(["01", "02", "02", "12", "00", "13"])
        let day = random.element(["00", "01", "28", "29", "29", "30", "31", "32"])
        let century = check == .yyyymmdd || check == .yyyymmd0 ? random.element(["19", "20", "21"]) : ""
        return Array((century + year + month + day).utf8)
    }

    /// One to three elements (a quarter of them AIs with dates), their requisites sometimes added, in one of the forms
    /// scanners and apps send; a third of the time the first is a key or another AI that relationships name.
    static func data(_ random: inout SplitMix64) -> [UInt8] {
        var elements = (0..<random.int(1...3)).map { _ in element(&random, from: random.oneIn(4) ? dated : definitions) }
        if random.oneIn(3) { elements[0] = element(&random, from: anchors) }
        if random.oneIn(2), let (definition, value) = elements.first,
           let whole = GS1ElementStrings.withRequisites(definition, value: value) {
            elements.removeFirst()
            return whole + (elements.isEmpty ? [] : [GS1ElementStrings.groupSeparator] + GS1ElementStrings.unbracketed(elements))
        }
        switch random.int(0...4) {
        case 0: return GS1ElementStrings.bracketed(elements)
        case 1: return Array("]C1".utf8) + GS1ElementStrings.unbracketed(elements)
        case 2: return Array(random.element(["]d2", "]Q3", "]e0", "]J1"]).utf8) + GS1ElementStrings.unbracketed(elements)
        case 3: return Array("^".utf8) + GS1ElementStrings.unbracketed(elements).map { $0 == GS1ElementStrings.groupSeparator ? UInt8(ascii: "^") : $0 }
        default: return GS1ElementStrings.unbracketed(elements)
        }
    }

    /// A Digital Link URI: a primary key, sometimes a qualifier path, attributes in the query; stems and escapes vary.
    static func digitalLink(_ random: inout SplitMix64) -> [UInt8] {
        let (key, keyValue) = element(&random, from: keys)
        var uri = random.element(["https://id.gs1.org", "http://example.com/shop", "HTTPS://id.gs1.org", "https://id.gs1.org/path"])
            + "/" + key.ai + "/" + escaped(keyValue)
        if let qualifiers = key.digitalLinkQualifiers?.first, !qualifiers.isEmpty, random.oneIn(2) {
            let chosen = Array(qualifiers.prefix(random.int(1...qualifiers.count)))
            // Out of GS1's order now and then.
            for code in random.oneIn(3) ? chosen.reversed() : chosen {
                guard let definition = GS1AITable.current.definition(for: code) else { continue }
                let (_, value) = element(&random, from: [definition])
                uri += "/" + definition.ai + "/" + escaped(value)
            }
        }
        if !attributes.isEmpty, random.oneIn(2) {
            uri += "?" + (0..<random.int(1...2)).map { _ in
                let (definition, value) = element(&random, from: attributes)
                return definition.ai + "=" + escaped(value)
            }.joined(separator: "&")
        }
        return Array(uri.utf8)
    }

    /// Percent-escapes what a URI path segment cannot hold as it is.
    static func escaped(_ value: [UInt8]) -> String {
        value.map { byte in
            let unreserved = ASCII.isDigit(byte) || ASCII.isLetter(byte) || Array("-._~".utf8).contains(byte)
            return unreserved ? String(UnicodeScalar(byte)) : "%" + Hex.upper(byte)
        }.joined()
    }
}
