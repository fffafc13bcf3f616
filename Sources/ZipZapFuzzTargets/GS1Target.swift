import ZipZap

/// The GS1 parser on one value in every input form and with every option (`GS1FuzzCase`), checking what holds for
/// any input at parser speed: a rejected value is rejected at an offset inside the input, and an accepted one holds
/// elements. What must hold for accepted values' outputs, and the check-digit paths against the oracle, are the
/// `gs1-roundtrip` target's work.
public func fuzzGS1(_ bytes: UnsafeRawBufferPointer) -> FuzzFinding? {
    let input = GS1FuzzCase(bytes)
    switch input.parse() {
    case .success(let elements):
        guard elements.count > 0 else {
            return FuzzFinding(target: "gs1", invariant: "accepted without elements", detail: "\(input.context)")
        }
        return nil
    case .failure(let error):
        guard (0...input.mode.parsedLength(of: input.value)).contains(error.offset) else {
            return FuzzFinding(
                target: "gs1", invariant: "error offset outside the input", detail: "\(input.context): \(error)")
        }
        return nil
    }
}
