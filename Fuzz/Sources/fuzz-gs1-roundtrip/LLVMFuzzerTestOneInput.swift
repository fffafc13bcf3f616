import FuzzShim

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzTarget.gs1RoundTrip.fuzzOne(data, size) }
