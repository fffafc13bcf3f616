/// Checks one AI value against its format: each component's length, character set and named checks, in order.
enum ValueValidator {
    /// The first failure and its offset within `value`, or nil when the value is well formed.
    static func firstFailure(
        of value: UnsafeBufferPointer<UInt8>, definition: GS1AIDefinition, referenceYear: Int
    ) -> (code: GS1Error.Code, offset: Int)? {
        if value.isEmpty { return (.emptyValue, 0) }
        var position = 0
        for component in definition.components {
            let remaining = value.count - position
            // Components apply to successive prefixes; optional ones lapse once the value is used up.
            if remaining == 0 && component.isOptional { break }
            let length = min(remaining, component.maxLength)
            if length < component.minLength || (component.minLength == component.maxLength && length < component.maxLength) {
                return (.valueTooShort, value.count)
            }
            let part = UnsafeBufferPointer(rebasing: value[position..<(position + length)])
            if let bad = CharacterSetChecks.firstOutside(component.characterSet, part) {
                return (.invalidCharacter(component.characterSet), position + bad)
            }
            for check in component.checks {
                if let bad = check.failureOffset(in: part, referenceYear: referenceYear) {
                    return (.checkFailed(check), position + bad)
                }
            }
            position += length
        }
        return position < value.count ? (.valueTooLong, position) : nil
    }
}
