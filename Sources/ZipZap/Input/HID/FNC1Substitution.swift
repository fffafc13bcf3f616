/// Puts GS back where a keyboard-wedge scanner sent a substitute for FNC1 (SPEC C-10.4): every occurrence of the
/// substitute, left to right and not overlapping, becomes one GS (0x1D).
enum FNC1Substitution {
    static let groupSeparator: UInt8 = 0x1D

    static func restore(_ bytes: ArraySlice<UInt8>, substitute: [UInt8]?) -> [UInt8] {
        guard let substitute, !substitute.isEmpty, bytes.count >= substitute.count else { return Array(bytes) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index...].starts(with: substitute) {
                result.append(groupSeparator)
                index += substitute.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
