import ZipZap
import ZipZapConformance

/// Builds AI values from the table's formats: a valid value for each component, and values that break exactly one
/// thing. Check digits, check pairs, dates and codes come from GS1 facts (GS1 mod 10, the check character pair,
/// the calendar, ISO code lists), never from the parser the vectors test.
package enum GS1ValueSynthesizer {
    /// Characters of each set, cycled to any length; digits first, so that a GS1 Company Prefix position holds digits.
    package static func filler(_ set: GS1CharacterSet, count: Int) -> [UInt8] {
        let alphabet: [UInt8] = switch set {
        case .numeric: Array("1234567890".utf8)
        case .cset82, .cset64: Array("1234567890ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
        case .cset39: Array("1234567890ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        }
        return (0..<max(0, count)).map { alphabet[$0 % alphabet.count] }
    }

    /// A character outside the set that is still printable ASCII, so that the set check (not C-7.14) refuses it.
    package static func outsider(_ set: GS1CharacterSet) -> UInt8 {
        switch set {
        case .numeric: UInt8(ascii: "A")
        case .cset82: UInt8(ascii: "#")
        case .cset39: UInt8(ascii: "a")
        case .cset64: UInt8(ascii: "!")
        }
    }

    /// A value for checks that allow only particular values: dates, times, codes, structured numbers.
    package static func fixedValue(for check: GS1Check) -> String? {
        switch check {
        case .yymmdd, .yymmd0: "260115"
        case .yyyymmdd, .yyyymmd0: "20260115"
        case .hh: "12"
        case .mi: "30"
        case .ss: "45"
        case .hhmi: "1230"
        case .iso3166, .iso3166999: "276"          // Germany
        case .iso3166alpha2: "DE"
        case .iso4217: "978"                        // euro
        case .iso5218: "2"                          // female
        case .iban: "DE89370400440532013000"        // the IBAN registry's example for Germany
        case .mediatype: "01"
        case .packagetype: "BX"                     // box
        case .importeridx: "A"
        case .zero: "0"
        case .yesno, .winding: "1"
        case .hyphen: "-"
        case .latitude: "0900000000"                // the equator: latitude + 90, in 10⁻⁷ degree
        case .longitude: "1800000000"               // the prime meridian: longitude + 180
        case .pieceoftotal: "0102"                  // piece 1 of 2
        case .posinseqslash: "1/2"
        // VLI 0 and a 6-digit company prefix, offer code, save value 5, one item of requirement code 0, family 123.
        case .couponcode: "006141412345615110123"
        // Format 0, VLI 0 and a 6-digit funder, offer code, VLI 0 and a 6-digit serial number.
        case .couponposoffer: "000614141234560123456"
        default: nil
        }
    }

    /// A value breaking only `check`, for checks that allow only particular values.
    package static func fixedFailure(for check: GS1Check) -> String? {
        switch check {
        case .yymmdd, .yymmd0: "261315"             // month 13
        case .yyyymmdd, .yyyymmd0: "20261315"
        case .hh: "24"
        case .mi, .ss: "60"
        case .hhmi: "2400"
        case .iso3166, .iso3166999, .iso4217: "000" // assigned in neither list
        case .iso3166alpha2: "XX"
        case .iso5218: "3"
        case .iban: "DE88370400440532013000"        // check digits 89 changed to 88
        case .mediatype: "11"
        case .packagetype: "XX"                      // not a code of the list
        case .importeridx: "!"
        case .zero: "1"
        case .yesno, .winding: "2"
        case .hyphen: "+"
        case .latitude: "1800000001"
        case .longitude: "3600000001"
        case .pieceoftotal: "0201"                  // piece 2 of 1
        case .posinseqslash: "2/1"
        case .couponcode: "706141412345615110123"   // company prefix VLI 7 (0 to 6 allowed)
        case .couponposoffer: "200614141234560123456" // format code 2 (0 or 1 allowed)
        default: nil
        }
    }

    /// A valid value of `component`, `length` long unless its checks fix the value.
    package static func valid(_ component: GS1Component, length: Int) -> [UInt8] {
        let checks = Array(component.checks)
        if let fixed = checks.lazy.compactMap(fixedValue(for:)).first { return Array(fixed.utf8) }
        let length = max(length, naturalMinimum(component))
        if checks.contains(.csum) { return withCheckDigit(filler(.numeric, count: length - 1)) }
        if checks.contains(.csumalpha) {
            var data = filler(component.characterSet, count: length - 2)
            if checks.contains(.hasnondigit), data.allSatisfy(ASCII.isDigit), let last = data.indices.last {
                data[last] = UInt8(ascii: "A")
            }
            return withCheckPair(data) ?? data
        }
        return filler(component.characterSet, count: length)
    }

    /// The shortest length the component's checks allow: a company prefix needs four digits, a check pair two more.
    package static func naturalMinimum(_ component: GS1Component) -> Int {
        var minimum = component.minLength
        for check in component.checks {
            switch check {
            case .gcppos1: minimum = max(minimum, 4)
            case .gcppos2: minimum = max(minimum, 5)
            case .nozeroprefix: minimum = max(minimum, 2)
            default: break
            }
        }
        if component.checks.contains(.csumalpha) { minimum += 2 + (component.checks.contains(.hasnondigit) ? 1 : 0) }
        return min(minimum, component.maxLength)
    }

    /// `valid(component, length:)` with only `check` broken; nil when no value can break it alone (a company
    /// prefix position in an all-digit component cannot hold anything but digits).
    package static func breaking(_ check: GS1Check, of component: GS1Component, length: Int) -> [UInt8]? {
        if let fixed = fixedFailure(for: check) { return Array(fixed.utf8) }
        var value = valid(component, length: length)
        let checks = Array(component.checks)
        switch check {
        case .csum:
            guard let last = value.indices.last else { return nil }
            value[last] = UInt8(ascii: "0") + (value[last] - UInt8(ascii: "0") + 1) % 10
            return value
        case .csumalpha:
            guard let last = value.indices.last else { return nil }
            value[last] = value[last] == UInt8(ascii: "2") ? UInt8(ascii: "3") : UInt8(ascii: "2")
            return value
        case .gcppos1, .gcppos2:
            guard component.characterSet != .numeric else { return nil }
            var data = checks.contains(.csumalpha) ? Array(value.dropLast(2)) : value
            data[check == .gcppos1 ? 0 : 1] = UInt8(ascii: "A")
            return checks.contains(.csumalpha) ? withCheckPair(data) : data
        case .hasnondigit:
            return allDigitValueWithDigitPair(dataLength: value.count - 2)
        case .nonzero:
            return [UInt8](repeating: UInt8(ascii: "0"), count: value.count)
        case .nozeroprefix:
            value[0] = UInt8(ascii: "0")
            return value
        case .pcenc:
            // `%` must start two hexadecimal digits; `G` is not one.
            value[0] = UInt8(ascii: "%")
            if value.count > 1 { value[1] = UInt8(ascii: "G") }
            return value
        default:
            return nil
        }
    }

    package static func withCheckDigit(_ data: [UInt8]) -> [UInt8] {
        guard let digit = GS1Mod10.checkDigit(forData: data) else { return data }
        return data + [digit]
    }

    package static func withCheckPair(_ data: [UInt8]) -> [UInt8]? {
        GS1CheckCharacterPair.checkPair(forData: data).map { data + [$0.0, $0.1] }
    }

    /// Digits whose check pair is two digits too, so that only "has a non-digit" fails. The first four digits vary:
    /// their weights are the largest, so they reach every sum modulo 1021.
    package static func allDigitValueWithDigitPair(dataLength: Int) -> [UInt8]? {
        guard dataLength >= 4 else { return nil }
        let stem = filler(.numeric, count: dataLength - 4)
        for prefix in 0..<10_000 {
            let digits = [1_000, 100, 10, 1].map { UInt8(ascii: "0") + UInt8(prefix / $0 % 10) }
            if let value = withCheckPair(digits + stem), value.allSatisfy(ASCII.isDigit) { return value }
        }
        return nil
    }
}
