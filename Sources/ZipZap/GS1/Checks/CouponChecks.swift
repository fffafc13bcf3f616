/// The North American coupon codes: AI 8110 (GS1 US "North American Coupon Application Guideline Using GS1 DataBar
/// Expanded Symbols") and AI 8112 (GS1 US "AI (8112) Coupon Data Specification"). Both are all digits, read
/// field by field; a variable-length field is preceded by its length indicator (VLI).
enum CouponChecks {
    /// A reader over the coupon's digits that reports where the first field that fails is marked, as GS1's Barcode
    /// Syntax Engine marks it (SPEC C-7.74): a field missing altogether (the data ends where it starts) marks the
    /// whole value, so offset 0; a field cut short marks what is there of it; a wrong digit marks that digit.
    private struct Fields {
        let digits: UnsafeBufferPointer<UInt8>
        var position = 0
        /// Where the field read last is marked: the offset reported when it fails.
        var fieldStart = 0

        var isAtEnd: Bool { position >= digits.count }

        /// Marks the field starting here: the value's start when nothing of it is left.
        private mutating func markHere() { fieldStart = isAtEnd ? 0 : position }

        /// The next digit's value, consumed.
        mutating func digit() -> Int? {
            markHere()
            guard !isAtEnd else { return nil }
            defer { position += 1 }
            return ASCII.digitValue(digits[position])
        }

        /// Skips `count` digits; false when fewer remain.
        mutating func skip(_ count: Int) -> Bool {
            markHere()
            guard digits.count - position >= count else { return false }
            position += count
            return true
        }

        /// Reads a length indicator in `allowed` and skips the field of `base + indicator` digits it announces.
        mutating func lengthPrefixedField(allowed: ClosedRange<Int>, base: Int) -> Bool {
            guard let indicator = digit(), allowed.contains(indicator) else { return false }
            return skip(base + indicator)
        }

        /// The optional field flagged by `flag` is next.
        mutating func takeFlag(_ flag: Int) -> Bool {
            guard !isAtEnd, ASCII.digitValue(digits[position]) == flag else { return false }
            position += 1
            return true
        }
    }

    static func couponCodeFailure(_ value: UnsafeBufferPointer<UInt8>, referenceYear: Int) -> Int? {
        if let nonDigit = value.firstIndex(where: { !ASCII.isDigit($0) }) { return nonDigit }
        var fields = Fields(digits: value)
        // Primary company prefix (VLI 0-6, 6 + VLI digits), offer code, save value, first purchase requirement,
        // its code (0-4 or 9) and family code.
        guard fields.lengthPrefixedField(allowed: 0...6, base: 6), fields.skip(6),
              fields.lengthPrefixedField(allowed: 1...5, base: 0),
              fields.lengthPrefixedField(allowed: 1...5, base: 0),
              requirementCode(&fields), fields.skip(3)
        else { return fields.fieldStart }
        if fields.takeFlag(1) {  // additional purchase rules and second purchase
            guard let rules = fields.digit(), rules <= 3,
                  fields.lengthPrefixedField(allowed: 1...5, base: 0), requirementCode(&fields), fields.skip(3),
                  optionalCompanyPrefix(&fields)
            else { return fields.fieldStart }
        }
        if fields.takeFlag(2) {  // third purchase
            guard fields.lengthPrefixedField(allowed: 1...5, base: 0), requirementCode(&fields), fields.skip(3),
                  optionalCompanyPrefix(&fields)
            else { return fields.fieldStart }
        }
        var expiry: Int?
        if fields.takeFlag(3) {
            let start = fields.position
            guard fields.skip(6) else { return fields.fieldStart }
            guard validDate(value, start, referenceYear) else { return start }
            expiry = DateTimeChecks.number(value, start, 6)
        }
        if fields.takeFlag(4) {
            let start = fields.position
            guard fields.skip(6) else { return fields.fieldStart }
            guard validDate(value, start, referenceYear) else { return start }
            // A start after the expiration marks both dates, from the expiration's indicator `3`.
            if let expiry, let begin = DateTimeChecks.number(value, start, 6), begin > expiry { return start - 8 }
        }
        if fields.takeFlag(5) {  // serial number
            guard fields.lengthPrefixedField(allowed: 0...9, base: 6) else { return fields.fieldStart }
        }
        if fields.takeFlag(6) {  // retailer company prefix or GLN
            guard fields.lengthPrefixedField(allowed: 1...7, base: 6) else { return fields.fieldStart }
        }
        if fields.takeFlag(9) {  // save value code, applies-to item, store coupon flag, don't-multiply flag
            guard let code = fields.digit(), [0, 1, 2, 5, 6].contains(code),
                  let appliesTo = fields.digit(), appliesTo <= 2,
                  fields.digit() != nil, let dontMultiply = fields.digit(), dontMultiply <= 1
            else { return fields.fieldStart }
        }
        return fields.isAtEnd ? nil : fields.position
    }

    /// AI 8112: format code 0 or 1, funder (VLI 0-6), offer code, serial number (VLI 0-9), nothing after.
    static func positiveOfferFailure(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        if let nonDigit = value.firstIndex(where: { !ASCII.isDigit($0) }) { return nonDigit }
        var fields = Fields(digits: value)
        guard let format = fields.digit(), format <= 1,
              fields.lengthPrefixedField(allowed: 0...6, base: 6), fields.skip(6),
              fields.lengthPrefixedField(allowed: 0...9, base: 6)
        else { return fields.fieldStart }
        return fields.isAtEnd ? nil : fields.position
    }

    /// A purchase requirement code: 0 to 4, or 9.
    private static func requirementCode(_ fields: inout Fields) -> Bool {
        guard let code = fields.digit() else { return false }
        return code <= 4 || code == 9
    }

    /// A company prefix for a further purchase: VLI 0-6 (6 + VLI digits), or 9 for "the primary one".
    private static func optionalCompanyPrefix(_ fields: inout Fields) -> Bool {
        guard let indicator = fields.digit() else { return false }
        if indicator == 9 { return true }
        return indicator <= 6 && fields.skip(6 + indicator)
    }

    private static func validDate(_ value: UnsafeBufferPointer<UInt8>, _ start: Int, _ referenceYear: Int) -> Bool {
        DateTimeChecks.yymmddFailure(
            UnsafeBufferPointer(rebasing: value[start..<(start + 6)]), zeroDayAllowed: false,
            referenceYear: referenceYear) == nil
    }
}
