/// `.length(n)` and `.length(a...b)` (SPEC C-4.3): the length is the number of Unicode scalars of the value read as
/// UTF-8, each ill-formed subpart counting as one U+FFFD. Scalars, not bytes (a multi-byte letter is one) and not
/// grapheme clusters (whose boundaries change between Unicode versions and languages' libraries).
public enum LengthRule {
    @inlinable
    public static func passes(_ value: [UInt8], minimum: Int, maximum: Int) -> Bool {
        let count = scalarCount(value)
        return count >= minimum && count <= maximum
    }

    /// ASCII values (the common case) are counted by their byte count.
    @inlinable
    public static func scalarCount(_ value: [UInt8]) -> Int {
        var allASCII = true
        for byte in value where byte >= 0x80 {
            allASCII = false
            break
        }
        return allASCII ? value.count : UTF8Scalars(value).count
    }
}
