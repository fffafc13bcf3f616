import ZipZap

/// The custom rules vectors use (SPEC C-4.7). A closure cannot travel in JSON, so every adapter implements these
/// by name, and the custom-rule path of the pipeline is tested with them.
public enum CustomFixture: Sendable, Hashable {
    /// Two ASCII capital letters, a hyphen and six ASCII digits: `AB-123456`.
    case assetTag
    /// Two or more ASCII digits whose number is 1 modulo 97 (ISO 7064 MOD 97-10, as IBANs are checked).
    case mod97
    /// Accepts only scans of the given type; a scan of unknown type fails.
    case typeIs(BarcodeType)

    public var name: String {
        switch self {
        case .assetTag: "assetTag"
        case .mod97: "mod97"
        case .typeIs: "typeIs"
        }
    }

    public var rule: ValidationRule {
        switch self {
        case .assetTag: .custom(name, Self.isAssetTag)
        case .mod97: .custom(name, Self.isMod97)
        case .typeIs(let type): .custom(name) { $0.type == type }
        }
    }

    static func isAssetTag(_ scan: NormalizedScan) -> Bool {
        let v = scan.value
        return v.count == 9 && ASCII.isUpperLetter(v[0]) && ASCII.isUpperLetter(v[1]) && v[2] == UInt8(ascii: "-")
            && v[3...].allSatisfy(ASCII.isDigit)
    }

    static func isMod97(_ scan: NormalizedScan) -> Bool {
        guard scan.value.count >= 2, scan.value.allSatisfy(ASCII.isDigit) else { return false }
        var remainder = 0
        for digit in scan.value { remainder = (remainder * 10 + ASCII.digitValue(digit)) % 97 }
        return remainder == 1
    }
}
