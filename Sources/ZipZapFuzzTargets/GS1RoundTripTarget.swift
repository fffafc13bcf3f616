import ZipZap

/// Every value the parser accepts (decoded as in `fuzzGS1`) must survive its outputs and the element checks
/// (`GS1RoundTrips`, SPEC C-7.16); a value of digits must get the same check-digit answer from the fast path, the
/// generic path and the oracle.
public func fuzzGS1RoundTrip(_ bytes: UnsafeRawBufferPointer) -> FuzzFinding? {
    let input = GS1FuzzCase(bytes)
    let value = input.value
    if value.count <= 40, value.count >= 2, value.allSatisfy(ASCII.isDigit),
       let disagreement = CheckDigitAgreement.check(value, target: "gs1-roundtrip") {
        return disagreement
    }
    guard case .success(let elements) = input.parse() else { return nil }
    return GS1RoundTrips(elements: elements, options: input.options, context: input.context).firstFinding()
}
