/// `.checkDigit` (SPEC C-4.2).
///
/// - A value whose type carries a GTIN (UPC-A, UPC-E, EAN-13, EAN-8, ITF-14) must be a GTIN: 8, 12, 13 or 14 ASCII
///   digits with a correct GS1 mod-10 check digit; an 8-digit UPC-E is verified through its UPC-A expansion.
/// - A value of unknown type (HID scanners, typing) is checked as a GTIN when it is 8, 12, 13 or 14 ASCII digits,
///   and passes otherwise: typed numbers are the case the product page says the rule matters most for.
/// - Every other type passes.
public enum CheckDigitRule {
    @inlinable
    public static func passes(_ scan: NormalizedScan) -> Bool {
        let value = scan.value
        if let type = scan.type {
            guard type.carriesGTIN else { return true }
            if type == .upcE, value.count == 8 { return UPCE.isValid(value) }
            return hasGTINLength(value.count) && value.withUnsafeBufferPointer(GS1Mod10.isValid)
        }
        guard hasGTINLength(value.count), value.allSatisfy(ASCII.isDigit) else { return true }
        return value.withUnsafeBufferPointer(GS1Mod10.isValid)
    }

    @inlinable
    static func hasGTINLength(_ count: Int) -> Bool { count == 13 || count == 12 || count == 14 || count == 8 }
}
