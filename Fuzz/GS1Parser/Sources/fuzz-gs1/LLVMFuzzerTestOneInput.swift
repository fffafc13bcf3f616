import ZipZapFuzzTargets

/// A finding traps, so libFuzzer records the input as a crash (run with SWIFT_BACKTRACE=enable=no, or Swift's
/// backtracer takes the trap first and no crash file is written).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if let finding = fuzzGS1(UnsafeRawBufferPointer(start: data, count: size)) { fatalError("invariant broken: \(finding)") }
    return 0
}
