/// The small structural checks: single codes, numeric ranges, fractions, the importer index.
enum NumericChecks {
    static func firstByte(in value: UnsafeBufferPointer<UInt8>, where predicate: (UInt8) -> Bool) -> Int? {
        value.firstIndex(where: predicate)
    }

    static func isText(_ text: StaticString, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
        text.utf8CodeUnitCount == value.count
            && (0..<value.count).allSatisfy { text.utf8Start[$0] == value[$0] }
    }

    /// One byte, one of `allowed`.
    static func singleByteFailure(_ value: UnsafeBufferPointer<UInt8>, allowed: StaticString) -> Int? {
        guard value.count == 1 else { return 0 }
        let options = UnsafeBufferPointer(start: allowed.utf8Start, count: allowed.utf8CodeUnitCount)
        return options.contains(value[0]) ? nil : 0
    }

    /// All digits, read as a number no greater than `maximum` (latitude and longitude, in units of 10⁻⁷ degree
    /// offset by 90 and 180).
    static func numberFailure(_ value: UnsafeBufferPointer<UInt8>, atMost maximum: Int) -> Int? {
        // At most 18 digits, so that the number cannot overflow.
        guard value.count <= 18, let number = DateTimeChecks.number(value, 0, value.count), number <= maximum
        else { return 0 }
        return nil
    }

    /// `pieceoftotal`: an even number of digits, the piece number then the total, both non-zero, piece ≤ total.
    static func pieceOfTotalFailure(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        let half = value.count / 2
        guard value.count % 2 == 0, half > 0, half <= 9,
              let piece = DateTimeChecks.number(value, 0, half), let total = DateTimeChecks.number(value, half, half)
        else { return 0 }
        if piece == 0 { return 0 }
        if total == 0 || piece > total { return half }
        return nil
    }

    /// `posinseqslash`: `position/end`, both without leading zeros (so non-zero), position ≤ end.
    static func positionInSequenceFailure(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let slash = value.firstIndex(of: UInt8(ascii: "/")), slash > 0, slash < value.count - 1 else { return 0 }
        let position = UnsafeBufferPointer(rebasing: value[..<slash])
        let end = UnsafeBufferPointer(rebasing: value[(slash + 1)...])
        guard position.allSatisfy(ASCII.isDigit), end.allSatisfy(ASCII.isDigit) else { return 0 }
        if position[0] == UInt8(ascii: "0") { return 0 }
        if end[0] == UInt8(ascii: "0") { return slash + 1 }
        // Without leading zeros, the longer number is the larger; equal lengths compare digit by digit.
        if position.count > end.count || (position.count == end.count && end.lexicographicallyPrecedes(position)) {
            return 0
        }
        return nil
    }

    static let importerIndexCharacters = CharacterSetChecks.ByteSet(
        "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")

    /// `importeridx`: exactly one character from `-`, digits, letters and `_`.
    static func importerIndexFailure(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        value.count == 1 && importerIndexCharacters.contains(value[0]) ? nil : 0
    }
}
