@_exported import ZipZapFuzzTargets

extension FuzzTarget {
    /// One libFuzzer call (`FuzzFinding.libFuzzerResult`).
    public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzFinding.libFuzzerResult(run(UnsafeRawBufferPointer(start: data, count: size)))
    }
}
