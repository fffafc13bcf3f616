/// Dates and times in AI values (GS1 General Specifications 7.12).
enum DateTimeChecks {
    /// The year a two-digit year `yy` stands for, seen from `referenceYear` (GS1 General Specifications 7.12): a
    /// year more than 50 years ahead belongs to the previous century, one 50 or more years behind to the next.
    static func fullYear(twoDigitYear yy: Int, referenceYear: Int) -> Int {
        let century = referenceYear / 100 * 100
        let difference = yy - referenceYear % 100
        if difference >= 51 { return century - 100 + yy }
        if difference <= -50 { return century + 100 + yy }
        return century + yy
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `YYMMDD`; with `zeroDayAllowed`, day `00` stands for the month's last day and is valid.
    static func yymmddFailure(
        _ value: UnsafeBufferPointer<UInt8>, zeroDayAllowed: Bool, referenceYear: Int
    ) -> Int? {
        guard value.count == 6, let yy = twoDigits(value, 0) else { return 0 }
        return monthDayFailure(
            value, at: 2, year: fullYear(twoDigitYear: yy, referenceYear: referenceYear),
            zeroDayAllowed: zeroDayAllowed)
    }

    /// `YYYYMMDD`; with `zeroDayAllowed`, day `00` is valid.
    static func yyyymmddFailure(_ value: UnsafeBufferPointer<UInt8>, zeroDayAllowed: Bool) -> Int? {
        guard value.count == 8, let year = number(value, 0, 4) else { return 0 }
        return monthDayFailure(value, at: 4, year: year, zeroDayAllowed: zeroDayAllowed)
    }

    private static func monthDayFailure(
        _ value: UnsafeBufferPointer<UInt8>, at start: Int, year: Int, zeroDayAllowed: Bool
    ) -> Int? {
        guard let month = twoDigits(value, start), (1...12).contains(month) else { return start }
        guard let day = twoDigits(value, start + 2) else { return start + 2 }
        if day == 0 && zeroDayAllowed { return nil }
        return (1...daysInMonth(month, year: year)).contains(day) ? nil : start + 2
    }

    /// A two-digit number from 00 to `maximum` (hours, minutes, seconds).
    static func numberFailure(_ value: UnsafeBufferPointer<UInt8>, upTo maximum: Int) -> Int? {
        guard value.count == 2, let number = number(value, 0, 2), number <= maximum else { return 0 }
        return nil
    }

    /// `HHMI`: hours 00-23, minutes 00-59.
    static func hhmiFailure(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        guard value.count == 4, let hours = number(value, 0, 2), hours <= 23 else { return 0 }
        guard let minutes = number(value, 2, 2), minutes <= 59 else { return 2 }
        return nil
    }

    /// The number in the two digits at `start`, which the caller has checked lie in `value`; nil unless both are
    /// digits. Dates read three of them, and the general `number` loop cost about three times as much.
    @inline(__always)
    private static func twoDigits(_ value: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        let tens = value[start] &- 0x30, units = value[start + 1] &- 0x30
        guard tens < 10, units < 10 else { return nil }
        return Int(tens) * 10 + Int(units)
    }

    /// The decimal number in `count` digits from `start`; nil if any is not a digit.
    static func number(_ value: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        guard start >= 0, start + count <= value.count else { return nil }
        var result = 0
        for index in start..<(start + count) {
            guard ASCII.isDigit(value[index]) else { return nil }
            result = result * 10 + ASCII.digitValue(value[index])
        }
        return result
    }
}
