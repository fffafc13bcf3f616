import ZipZapFuzzTargets

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzFinding.libFuzzerResult(fuzzGS1(UnsafeRawBufferPointer(start: data, count: size)))
}
