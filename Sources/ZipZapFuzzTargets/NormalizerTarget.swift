import ZipZap

/// Runs one value through every normalization form and checks how the forms relate (SPEC C-3).
///
/// Idempotent, `normalize(normalize(x)) == normalize(x)`: `none` and `trimmed` always; `gtin12`, `gtin13` and
/// `gtin14` unless the type is upcE (an expanded UPC-E has 12 digits, which is no longer a UPC-E, C-3.6).
/// Not idempotent: `symbologyIdentifierStripped` removes one identifier per pass (C-3.3: a second one stays, so a
/// second pass strips it) and trims after it; `upcEExpanded` on a upcE value gives 12 digits, which do not expand
/// again. Those two are checked against what they are built from instead.
public func fuzzNormalizer(_ bytes: UnsafeRawBufferPointer) -> FuzzFinding? {
    var hash = InputHash(bytes)
    let typeChoice = hash.pick(BarcodeType.allCases.count + 1)
    let type = typeChoice == 0 ? nil : BarcodeType.allCases[typeChoice - 1]
    return NormalizerInvariants(scan: Scan(value: Array(bytes), type: type)).firstFinding()
}

struct NormalizerInvariants {
    let scan: Scan

    private func normalize(_ scan: Scan, _ form: NormalizationForm) -> Result<NormalizedScan, NormalizationFailure> {
        Normalizer.normalize(scan, to: form)
    }

    private func finding(_ invariant: String, _ form: NormalizationForm, _ detail: String = "") -> FuzzFinding {
        let type = scan.type?.rawValue ?? "unknown"
        return FuzzFinding(
            target: "normalizer", invariant: invariant,
            detail: "form \(form.rawValue), type \(type), value \(escaped(scan.value))\(detail.isEmpty ? "" : ": " + detail)")
    }

    func firstFinding() -> FuzzFinding? {
        guard case .success(let none) = normalize(scan, .none),
              none.value == scan.value, none.type == scan.type
        else { return finding("`none` changed the scan", .none) }
        guard case .success(let trimmed) = normalize(scan, .trimmed) else { return finding("trimming failed", .trimmed) }
        if let found = checkTrimmed(trimmed) { return found }
        guard case .success(let stripped) = normalize(scan, .symbologyIdentifierStripped) else {
            return finding("stripping failed", .symbologyIdentifierStripped)
        }
        if let found = checkStripped(stripped, trimmed: trimmed) { return found }
        if let found = checkUPCEExpanded(stripped: stripped) { return found }
        return checkGTINForms(stripped: stripped)
    }

    private func checkTrimmed(_ trimmed: NormalizedScan) -> FuzzFinding? {
        if trimmed.type != scan.type { return finding("trimming changed the type", .trimmed) }
        if trimmed.value.count > scan.value.count { return finding("trimming made the value longer", .trimmed) }
        guard case .success(let again) = normalize(Scan(value: trimmed.value, type: trimmed.type), .trimmed),
              again == trimmed
        else { return finding("trimming twice differs from once", .trimmed, escaped(trimmed.value)) }
        return nil
    }

    private func checkStripped(_ stripped: NormalizedScan, trimmed: NormalizedScan) -> FuzzFinding? {
        let form = NormalizationForm.symbologyIdentifierStripped
        let learned = Normalizer.effectiveType(of: scan, form: form)
        if stripped.type != learned { return finding("normalized type differs from the type the filter sees", form) }
        if let reported = scan.type, stripped.type != reported { return finding("a reported type changed (C-3.7)", form) }
        // Either nothing was stripped, or exactly the three bytes of a recognized identifier at the trimmed start.
        let removedIdentifier = stripped.value.count == trimmed.value.count - 3
            && trimmed.value.starts(with: [UInt8(ascii: "]")]) && trimmed.value.dropFirst(3).elementsEqual(stripped.value)
            && SymbologyIdentifier(prefixOf: trimmed.value)?.barcodeType(forData: stripped.value) != nil
        guard stripped.value == trimmed.value || removedIdentifier else {
            return finding("stripping removed something other than one identifier", form, escaped(stripped.value))
        }
        if stripped.value == trimmed.value, learned != scan.type {
            return finding("a type was learned without stripping an identifier", form)
        }
        return nil
    }

    private func checkUPCEExpanded(stripped: NormalizedScan) -> FuzzFinding? {
        let result = normalize(scan, .upcEExpanded)
        guard stripped.type == .upcE else {
            guard case .success(let same) = result, same == stripped else {
                return finding("upcEExpanded changed a value that is not a UPC-E", .upcEExpanded)
            }
            return nil
        }
        switch (result, UPCE.expand(stripped.value)) {
        case (.success(let expanded), let upcA?) where expanded.value == upcA && expanded.type == .upcE: return nil
        case (.failure(.notAUPCE), nil): return nil
        default: return finding("upcEExpanded disagrees with UPCE.expand", .upcEExpanded)
        }
    }

    /// Each GTIN form is the same GTIN right-aligned; normalizing it again changes nothing (unless upcE); its check
    /// digit reads the same on the fast path and the oracle.
    private func checkGTINForms(stripped: NormalizedScan) -> FuzzFinding? {
        var gtins: [[UInt8]] = []
        for form in [NormalizationForm.gtin12, .gtin13, .gtin14] {
            guard case .success(let gtin) = normalize(scan, form) else { continue }
            let length = form.gtinLength!
            guard gtin.value.count == length, gtin.value.allSatisfy(ASCII.isDigit) else {
                return finding("GTIN form is not \(length) digits", form, escaped(gtin.value))
            }
            if gtin.type != stripped.type { return finding("GTIN form changed the type", form) }
            if gtin.type != .upcE {
                guard case .success(let again) = normalize(Scan(value: gtin.value, type: gtin.type), form), again == gtin else {
                    return finding("normalizing twice differs from once", form, escaped(gtin.value))
                }
            }
            if let disagreement = CheckDigitAgreement.check(gtin.value, target: "normalizer") { return disagreement }
            gtins.append(Array(gtin.value.drop { $0 == UInt8(ascii: "0") }))
        }
        if gtins.contains(where: { $0 != gtins.first }) {
            return finding("GTIN forms hold different GTINs", .gtin14, gtins.map { escaped($0) }.joined(separator: " "))
        }
        return nil
    }
}
