extension Oracle {
    /// The GS1 modulo-10 weighted sum of `data` (the digits before a check digit), exactly, for any length:
    /// counting from the right, the 1st, 3rd, 5th ... digit is weighted 3 and the others 1
    /// (GS1 General Specifications, "Standard check digit calculations"). Nil when `data` holds a non-digit.
    public static func gs1WeightedSum(_ data: some StringProtocol) -> BigInteger? {
        let values = data.map(\.wholeNumberValueIfASCIIDigit)
        guard !values.contains(nil) else { return nil }
        var sum = BigInteger(0)
        for (offsetFromLeft, value) in values.enumerated() {
            let positionFromRight = values.count - offsetFromLeft  // 1 for the digit next to the check digit
            sum = sum + BigInteger(value! * (positionFromRight % 2 == 1 ? 3 : 1))
        }
        return sum
    }

    /// The GS1 modulo-10 check digit of `data`: the digit that brings the weighted sum up to a multiple of ten.
    public static func gs1CheckDigit(forData data: some StringProtocol) -> Character? {
        guard let sum = gs1WeightedSum(data) else { return nil }
        return Character(String((10 - sum.modulo(10)) % 10))
    }

    /// Whether `digits`, data followed by a check digit, at least two of them, end in the right check digit.
    public static func isValidGS1(_ digits: some StringProtocol) -> Bool {
        guard digits.count >= 2, let check = gs1CheckDigit(forData: digits.dropLast()) else { return false }
        return digits.last == check
    }
}

extension Character {
    /// 0 to 9 for the ASCII digits, nil for everything else (`wholeNumberValue` also accepts other scripts' digits).
    var wholeNumberValueIfASCIIDigit: Int? {
        isASCII ? wholeNumberValue : nil
    }
}
