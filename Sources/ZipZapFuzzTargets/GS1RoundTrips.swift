import ZipZap

/// What must hold for every accepted GS1 value (SPEC C-7.16): its bracketed, unbracketed and Digital Link forms parse
/// back to the same elements, the Digital Link form is canonical, each element passes the element checks on its own,
/// and every check digit inside it agrees with the oracle.
struct GS1RoundTrips {
    let elements: GS1ElementString
    let options: GS1Options
    let context: GS1FindingContext

    /// Outputs are parsed back without separator substitutes: a substitute is an input convention, and a value may
    /// hold that byte as data once it came through the bracketed form.
    private var reparseOptions: GS1Options {
        var reparse = options
        reparse.separatorSubstitutes = []
        return reparse
    }

    private func finding(_ invariant: String, _ detail: String) -> FuzzFinding {
        FuzzFinding(target: "gs1-roundtrip", invariant: invariant, detail: "\(context) -> \(elements.bracketed): \(detail)")
    }

    func firstFinding() -> FuzzFinding? {
        if elements.count == 0 { return finding("accepted without elements", "") }
        let printed: [(String, GS1InputForm, String)] = [
            ("bracketed", .bracketed, elements.bracketed),
            ("unbracketed", .unbracketed, elements.unbracketed()),
            ("unbracketed with GS", .unbracketed, elements.unbracketed(fnc1: "\u{1D}")),
        ]
        for (name, form, text) in printed {
            switch GS1.parse(text, form: form, options: reparseOptions) {
            case .success(let again) where again == elements: continue
            case .success(let again): return finding("\(name) form parses to other elements", "\(text) -> \(again.bracketed)")
            case .failure(let error): return finding("\(name) form does not parse", "\(text): \(error)")
            }
        }
        return digitalLinkFinding() ?? elementFinding()
    }

    private func digitalLinkFinding() -> FuzzFinding? {
        guard case .success(let uri) = elements.digitalLinkURI(stem: options.digitalLinkStem) else { return nil }
        switch GS1.parse(uri, form: .digitalLink, options: reparseOptions) {
        case .failure(let error): return finding("Digital Link form does not parse", "\(uri): \(error)")
        case .success(let again):
            // The URI puts the key and its qualifiers first, so only the multiset of elements must agree.
            guard sortedPairs(again) == sortedPairs(elements) else {
                return finding("Digital Link form parses to other elements", "\(uri) -> \(again.bracketed)")
            }
            guard case .success(let uriAgain) = again.digitalLinkURI(stem: options.digitalLinkStem), uriAgain == uri else {
                return finding("Digital Link form is not canonical", "\(uri) -> \(again.bracketed)")
            }
            return nil
        }
    }

    /// Each element alone passes the checks that cannot be switched off (C-7.3), and every `csum` component is valid
    /// for the oracle too.
    private func elementFinding() -> FuzzFinding? {
        var alone = GS1Options.lenient
        alone.referenceYear = options.referenceYear
        for element in elements.elements {
            let single = "(\(element.ai))" + element.value.replacingOccurrences(of: "(", with: "\\(")
            if case .failure(let error) = GS1.parse(single, form: .bracketed, options: alone) {
                return finding("an accepted element fails on its own", "\(single): \(error)")
            }
            for digits in checkDigitComponents(of: element) {
                if let disagreement = CheckDigitAgreement.check(digits, target: "gs1-roundtrip") { return disagreement }
                if !GS1Mod10.isValid(digits[...]) { return finding("accepted with a wrong check digit", element.description) }
            }
        }
        if let gtin = elements.gtin, gtin.utf8.count != 14 || !GS1Mod10.isValid(Array(gtin.utf8)[...]) {
            return finding("the GTIN is not 14 digits with a valid check digit", gtin)
        }
        return nil
    }

    /// The values of the components that carry a `csum` check, where the components before them have fixed lengths.
    private func checkDigitComponents(of element: GS1Element) -> [[UInt8]] {
        guard let definition = GS1AITable.current.definition(for: element.ai) else { return [] }
        let value = Array(element.value.utf8)
        var offset = 0
        var result: [[UInt8]] = []
        for component in definition.components {
            let fixed = !component.isOptional && component.minLength == component.maxLength
            if component.checks.contains(.csum), fixed, offset + component.maxLength <= value.count {
                result.append(Array(value[offset..<offset + component.maxLength]))
            }
            guard fixed else { break }
            offset += component.maxLength
        }
        return result
    }
}

private func sortedPairs(_ elements: GS1ElementString) -> [String] {
    elements.elements.map { "\($0.ai)\u{0}\($0.value)" }.sorted()
}

extension String {
    /// `replacingOccurrences` without Foundation: the fuzz targets stay as lean as the code they test.
    fileprivate func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
