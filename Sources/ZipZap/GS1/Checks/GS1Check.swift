/// The named checks ("linters") of GS1's Barcode Syntax Dictionary, each applied to one component of an AI value.
///
/// A check sees the component alone: its length has already been checked against the format.
public enum GS1Check: String, CaseIterable, Sendable, Hashable {
    case csetnumeric, cset82, cset39, cset64
    case csum, csumalpha
    case gcppos1, gcppos2
    case yymmdd, yymmd0, yyyymmdd, yyyymmd0, hh, mi, ss, hhmi
    case iso3166, iso3166999, iso3166alpha2, iso4217, iso5218
    case iban, mediatype, packagetype, importeridx
    case zero, nonzero, nozeroprefix, yesno, winding, hyphen, hasnondigit
    case latitude, longitude, pieceoftotal, posinseqslash
    case pcenc
    case couponcode, couponposoffer

    /// The check the AI table names with these bytes (its raw value), nil for any other name. The table is read
    /// on the first parse, so the name is packed into two words and compared with each check's, instead of
    /// building a `String` and going through `init(rawValue:)`'s string switch.
    init?(name: UnsafeBufferPointer<UInt8>) {
        guard let (low, high) = Self.packed(name) else { return nil }
        for index in Self.allCases.indices where Self.packedNames[2 * index] == low && Self.packedNames[2 * index + 1] == high {
            self = Self.allCases[index]
            return
        }
        return nil
    }

    /// Up to 16 bytes of a name in two words, the first byte lowest.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        guard bytes.count <= 16 else { return nil }
        var low: UInt64 = 0, high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte) << UInt64(index * 8) } else { high |= UInt64(byte) << UInt64((index - 8) * 8) }
        }
        return (low, high)
    }

    /// Each check's raw value packed, two words a check in `allCases` order (every name has at most 16 bytes).
    private static let packedNames: [UInt64] = {
        var words: [UInt64] = []
        words.reserveCapacity(2 * allCases.count)
        for check in allCases {
            var name = check.rawValue
            let (low, high) = name.withUTF8 { packed($0)! }
            words.append(low)
            words.append(high)
        }
        return words
    }()

    /// The offset within `value` of the first byte that fails the check, or nil when it passes. `referenceYear`
    /// places two-digit years in a century (GS1 General Specifications 7.12).
    public func failureOffset(in value: UnsafeBufferPointer<UInt8>, referenceYear: Int) -> Int? {
        switch self {
        case .csetnumeric: CharacterSetChecks.firstOutside(.numeric, value)
        case .cset82: CharacterSetChecks.firstOutside(.cset82, value)
        case .cset39: CharacterSetChecks.firstOutside(.cset39, value)
        case .cset64: CharacterSetChecks.firstOutside(.cset64, value)
        case .csum: GS1Mod10.isValid(value) ? nil : max(0, value.count - 1)
        case .csumalpha: KeyChecks.checkPairFailure(value)
        case .gcppos1: KeyChecks.companyPrefixFailure(value, start: 0)
        case .gcppos2: KeyChecks.companyPrefixFailure(value, start: 1)
        case .yymmdd: DateTimeChecks.yymmddFailure(value, zeroDayAllowed: false, referenceYear: referenceYear)
        case .yymmd0: DateTimeChecks.yymmddFailure(value, zeroDayAllowed: true, referenceYear: referenceYear)
        case .yyyymmdd: DateTimeChecks.yyyymmddFailure(value, zeroDayAllowed: false)
        case .yyyymmd0: DateTimeChecks.yyyymmddFailure(value, zeroDayAllowed: true)
        case .hh: DateTimeChecks.numberFailure(value, upTo: 23)
        case .mi, .ss: DateTimeChecks.numberFailure(value, upTo: 59)
        case .hhmi: DateTimeChecks.hhmiFailure(value)
        case .iso3166: CodeLists.iso3166Numeric.contains(value) ? nil : 0
        case .iso3166999: CodeLists.iso3166Numeric.contains(value) || NumericChecks.isText("999", value) ? nil : 0
        case .iso3166alpha2: CodeLists.iso3166Alpha2.contains(value) ? nil : 0
        case .iso4217: CodeLists.iso4217Numeric.contains(value) ? nil : 0
        case .iso5218: CodeLists.iso5218.contains(value) ? nil : 0
        case .iban: KeyChecks.ibanFailure(value)
        case .mediatype: CodeLists.aidcMediaTypes.contains(value) ? nil : 0
        case .packagetype: CodeLists.packageTypes.contains(value) ? nil : 0
        case .importeridx: NumericChecks.importerIndexFailure(value)
        case .zero: NumericChecks.firstByte(in: value) { $0 != UInt8(ascii: "0") } ?? (value.isEmpty ? 0 : nil)
        case .nonzero: value.allSatisfy { $0 == UInt8(ascii: "0") } ? 0 : nil
        // A lone "0" starts with zero too (SPEC C-7.19).
        case .nozeroprefix: value.first == UInt8(ascii: "0") ? 0 : nil
        case .yesno: NumericChecks.singleByteFailure(value, allowed: "01")
        case .winding: NumericChecks.singleByteFailure(value, allowed: "019")
        case .hyphen: NumericChecks.firstByte(in: value) { $0 != UInt8(ascii: "-") }
        case .hasnondigit: value.allSatisfy(ASCII.isDigit) ? 0 : nil
        case .latitude: NumericChecks.numberFailure(value, atMost: 1_800_000_000)
        case .longitude: NumericChecks.numberFailure(value, atMost: 3_600_000_000)
        case .pieceoftotal: NumericChecks.pieceOfTotalFailure(value)
        case .posinseqslash: NumericChecks.positionInSequenceFailure(value)
        case .pcenc: CharacterSetChecks.percentEncodingFailure(value)
        case .couponcode: CouponChecks.couponCodeFailure(value, referenceYear: referenceYear)
        case .couponposoffer: CouponChecks.positiveOfferFailure(value)
        }
    }

    /// `failureOffset` for a string, for callers and tests outside the hot path.
    public func failureOffset(in value: String, referenceYear: Int = GS1Options.defaultReferenceYear) -> Int? {
        Array(value.utf8).withUnsafeBufferPointer { failureOffset(in: $0, referenceYear: referenceYear) }
    }

    public func passes(_ value: String, referenceYear: Int = GS1Options.defaultReferenceYear) -> Bool {
        failureOffset(in: value, referenceYear: referenceYear) == nil
    }

    /// What a failure of this check means, for error messages.
    public var failureDescription: String {
        switch self {
        case .csetnumeric: "non-digit character"
        case .cset82: "character outside CSET 82"
        case .cset39: "character outside CSET 39"
        case .cset64: "character outside CSET 64 or bad '=' padding"
        case .csum: "incorrect check digit"
        case .csumalpha: "incorrect check character pair"
        case .gcppos1, .gcppos2: "does not start with a GS1 Company Prefix"
        case .yymmdd, .yymmd0, .yyyymmdd, .yyyymmd0: "invalid date"
        case .hh: "invalid hour"
        case .mi: "invalid minute"
        case .ss: "invalid second"
        case .hhmi: "invalid time"
        case .iso3166, .iso3166999: "not an ISO 3166 numeric country code"
        case .iso3166alpha2: "not an ISO 3166 alpha-2 country code"
        case .iso4217: "not an ISO 4217 numeric currency code"
        case .iso5218: "not an ISO 5218 sex code"
        case .iban: "invalid IBAN"
        case .mediatype: "not an AIDC media type"
        case .packagetype: "not a package type code"
        case .importeridx: "invalid importer index"
        case .zero: "must be zero"
        case .nonzero: "must not be zero"
        case .nozeroprefix: "must not start with zero"
        case .yesno: "must be 0 or 1"
        case .winding: "must be 0, 1 or 9"
        case .hyphen: "must be a hyphen"
        case .hasnondigit: "must contain a non-digit"
        case .latitude: "invalid latitude"
        case .longitude: "invalid longitude"
        case .pieceoftotal: "invalid piece of total"
        case .posinseqslash: "invalid position in sequence"
        case .pcenc: "invalid percent-encoding"
        case .couponcode: "invalid coupon code"
        case .couponposoffer: "invalid positive offer file coupon code"
        }
    }
}
