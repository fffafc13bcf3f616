/// Checks one AI value against its format: each component's length, character set and named checks, in order.
enum ValueValidator {
    /// The first failure and its offset within `value`, or nil when the value is well formed.
    static func firstFailure(
        of value: UnsafeBufferPointer<UInt8>, components: Slice<UnsafeBufferPointer<GS1Component>>, referenceYear: Int
    ) -> (code: GS1Error.Code, offset: Int)? {
        if value.isEmpty { return (.emptyValue, 0) }
        // Most AIs have one component of fixed or maximum length: check it without the general walk.
        if components.count == 1, let component = components.first {
            if value.count > component.maxLength { return (.valueTooLong, component.maxLength) }
            if value.count < component.minLength { return (.valueTooShort, value.count) }
            return componentFailure(value, component, at: 0, referenceYear: referenceYear)
        }
        // The whole value's length first, as for one component (SPEC C-7.9): a date or check digit of a value of the
        // wrong length says nothing useful.
        var maximum = 0, minimum = 0
        for component in components {
            maximum += component.maxLength
            if !component.isOptional { minimum += component.minLength }
        }
        if value.count > maximum { return (.valueTooLong, maximum) }
        if value.count < minimum { return (.valueTooShort, value.count) }
        var position = 0
        for component in components {
            let remaining = value.count - position
            // Components apply to successive prefixes; optional ones lapse once the value is used up.
            if remaining == 0 && component.isOptional { break }
            let length = min(remaining, component.maxLength)
            if length < component.minLength || (component.minLength == component.maxLength && length < component.maxLength) {
                return (.valueTooShort, value.count)
            }
            let part = UnsafeBufferPointer(rebasing: value[position..<(position + length)])
            if let failure = componentFailure(part, component, at: position, referenceYear: referenceYear) {
                return failure
            }
            position += length
        }
        return nil
    }

    /// The character set, then each named check, on one component found at `offset` in the value.
    @inline(__always)
    private static func componentFailure(
        _ part: UnsafeBufferPointer<UInt8>, _ component: GS1Component, at offset: Int, referenceYear: Int
    ) -> (code: GS1Error.Code, offset: Int)? {
        if let bad = CharacterSetChecks.firstOutside(component.characterSet, part) {
            return (.invalidCharacter(component.characterSet), offset + bad)
        }
        for check in component.checks {
            if let bad = check.failureOffset(in: part, referenceYear: referenceYear) {
                return (.checkFailed(check), offset + bad)
            }
        }
        return nil
    }
}
