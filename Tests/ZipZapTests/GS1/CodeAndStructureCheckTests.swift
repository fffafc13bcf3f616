import Testing
import ZipZap

@Suite struct CodeListCheckTests {
    @Test func iso3166() {
        #expect(GS1Check.iso3166.passes("250"))  // France
        #expect(GS1Check.iso3166.passes("840"))  // United States
        #expect(!GS1Check.iso3166.passes("999"))
        #expect(!GS1Check.iso3166.passes("000"))
        #expect(!GS1Check.iso3166.passes("25"))
        #expect(GS1Check.iso3166999.passes("999"))
        #expect(GS1Check.iso3166999.passes("250"))
        #expect(!GS1Check.iso3166999.passes("998"))
    }

    @Test func iso3166Alpha2() {
        #expect(GS1Check.iso3166alpha2.passes("FR"))
        #expect(GS1Check.iso3166alpha2.passes("US"))
        #expect(!GS1Check.iso3166alpha2.passes("XX"))
        #expect(!GS1Check.iso3166alpha2.passes("fr"))
    }

    @Test func iso4217() {
        #expect(GS1Check.iso4217.passes("978"))  // EUR
        #expect(GS1Check.iso4217.passes("840"))  // USD
        #expect(!GS1Check.iso4217.passes("000"))
        #expect(!GS1Check.iso4217.passes("250"))  // a country code, not a currency
    }

    // ISO 5218: 0 not known, 1 male, 2 female, 9 not applicable.
    @Test func iso5218() {
        for code in ["0", "1", "2", "9"] { #expect(GS1Check.iso5218.passes(code)) }
        for code in ["3", "8", "10", ""] { #expect(!GS1Check.iso5218.passes(code), "\(code)") }
    }

    // GS1 General Specifications, AI (7241): AIDC media types 01-10 and 80-99.
    @Test func mediaType() {
        #expect(GS1Check.mediatype.passes("01") && GS1Check.mediatype.passes("10"))
        #expect(GS1Check.mediatype.passes("80") && GS1Check.mediatype.passes("99"))
        #expect(!GS1Check.mediatype.passes("00") && !GS1Check.mediatype.passes("11") && !GS1Check.mediatype.passes("79"))
    }

    @Test func packageType() {
        #expect(GS1Check.packagetype.passes("PX"))  // pallet
        #expect(GS1Check.packagetype.passes("CT"))  // carton
        #expect(GS1Check.packagetype.passes("8"))
        #expect(!GS1Check.packagetype.passes("QQQ"))
        #expect(!GS1Check.packagetype.passes("px"))
    }
}

@Suite struct StructureCheckTests {
    @Test func zeroAndNonZero() {
        #expect(GS1Check.zero.passes("0"))
        #expect(GS1Check.zero.failureOffset(in: "1") == 0)
        #expect(GS1Check.nonzero.passes("0001"))
        #expect(GS1Check.nonzero.failureOffset(in: "0000") == 0)
    }

    @Test func noZeroPrefix() {
        // SPEC C-7.19: a lone zero starts with zero.
        #expect(GS1Check.nozeroprefix.failureOffset(in: "0") == 0)
        #expect(GS1Check.nozeroprefix.passes("1"))
        #expect(GS1Check.nozeroprefix.passes("1230"))
        #expect(GS1Check.nozeroprefix.failureOffset(in: "0123") == 0)
    }

    @Test func singleCodes() {
        #expect(GS1Check.yesno.passes("0") && GS1Check.yesno.passes("1") && !GS1Check.yesno.passes("2"))
        #expect(GS1Check.winding.passes("0") && GS1Check.winding.passes("1") && GS1Check.winding.passes("9"))
        #expect(!GS1Check.winding.passes("2"))
        #expect(GS1Check.hyphen.passes("-") && GS1Check.hyphen.failureOffset(in: "+") == 0)
        #expect(GS1Check.hasnondigit.passes("12A") && GS1Check.hasnondigit.failureOffset(in: "123") == 0)
    }

    @Test func importerIndex() {
        for index in ["-", "0", "9", "A", "Z", "_", "a", "z"] { #expect(GS1Check.importeridx.passes(index), "\(index)") }
        for index in ["", "AA", "!", "/", "[", "`", "{"] { #expect(!GS1Check.importeridx.passes(index), "\(index)") }
    }

    // AI (4309): latitude and longitude in 10⁻⁷ degrees, offset by 90 and 180.
    @Test func latitudeAndLongitude() {
        #expect(GS1Check.latitude.passes("0000000000") && GS1Check.latitude.passes("1800000000"))
        #expect(!GS1Check.latitude.passes("1800000001"))
        #expect(GS1Check.longitude.passes("3600000000") && !GS1Check.longitude.passes("3600000001"))
        #expect(!GS1Check.latitude.passes(String(repeating: "9", count: 40)))  // no overflow trap
    }

    // AI (8006): piece number then total, e.g. 0102 is piece 1 of 2.
    @Test func pieceOfTotal() {
        #expect(GS1Check.pieceoftotal.passes("0102") && GS1Check.pieceoftotal.passes("0202"))
        #expect(GS1Check.pieceoftotal.failureOffset(in: "0302") == 2)
        #expect(GS1Check.pieceoftotal.failureOffset(in: "0002") == 0)
        #expect(GS1Check.pieceoftotal.failureOffset(in: "0100") == 2)
        #expect(GS1Check.pieceoftotal.failureOffset(in: "010") == 0)
    }

    // AI (7258): birth sequence "position/total".
    @Test func positionInSequence() {
        for value in ["1/1", "1/3", "3/3", "9/10", "10/10"] { #expect(GS1Check.posinseqslash.passes(value), "\(value)") }
        for value in ["", "/", "1/", "/1", "1//", "x/1", "0/1", "2/1", "10/9"] {
            #expect(!GS1Check.posinseqslash.passes(value), "\(value)")
        }
        #expect(GS1Check.posinseqslash.failureOffset(in: "1/0") == 2)
    }
}

@Suite struct CouponCheckTests {
    // North American coupon (AI 8110): GCP VLI 0 + 6-digit GCP, offer code, save value VLI + value, purchase
    // requirement VLI + value, requirement code, family code.
    let minimal = "0" + "614141" + "123456" + "1" + "5" + "1" + "1" + "0" + "123"

    @Test func couponCode() {
        #expect(GS1Check.couponcode.passes(minimal))
        #expect(GS1Check.couponcode.passes(minimal + "3" + "261231"))  // optional field 3: expiration date
        #expect(GS1Check.couponcode.passes(minimal + "3" + "261231" + "4" + "260101"))  // with a start date
        #expect(GS1Check.couponcode.passes(minimal + "9" + "0" + "0" + "1" + "1"))  // miscellaneous field
        #expect(GS1Check.couponcode.failureOffset(in: "7" + minimal.dropFirst()) == 0)  // GCP VLI 7 is invalid
        #expect(GS1Check.couponcode.failureOffset(in: minimal + "3" + "261331") == 22)  // month 13
        #expect(!GS1Check.couponcode.passes(minimal + "3" + "260101" + "4" + "261231"))  // start after expiry
        #expect(GS1Check.couponcode.failureOffset(in: minimal + "7") == 21)  // excess data
        #expect(GS1Check.couponcode.failureOffset(in: "A" + minimal) == 0)
        #expect(!GS1Check.couponcode.passes(""))
    }

    // C-7.74: offsets as GS1's engine marks them: a missing field marks the whole value (0), a cut field what is
    // there of it (after its VLI), a start after the expiration both dates (from the indicator 3).
    @Test func couponOffsets() {
        #expect(GS1Check.couponcode.failureOffset(in: String(minimal.dropLast(4))) == 0)  // requirement code missing
        #expect(GS1Check.couponcode.failureOffset(in: "0" + "614141" + "123456" + "3" + "12") == 14)  // save value cut
        #expect(GS1Check.couponcode.failureOffset(in: "0" + "614141" + "123456" + "3") == 0)  // nothing after the VLI
        #expect(GS1Check.couponcode.failureOffset(in: minimal + "3" + "260101" + "4" + "261231") == 21)
        #expect(GS1Check.couponcode.failureOffset(in: minimal + "3" + "2612") == 22)  // date cut: after its indicator
        #expect(GS1Check.couponposoffer.failureOffset(in: String(offer.prefix(14))) == 0)  // serial VLI missing
        #expect(GS1Check.couponposoffer.failureOffset(in: String(offer.prefix(17))) == 15)  // serial cut
    }

    // Positive offer file coupon (AI 8112): format code, funder VLI + ID, offer code, serial VLI + serial.
    let offer = "0" + "0" + "614141" + "123456" + "0" + "123456"

    @Test func positiveOffer() {
        #expect(GS1Check.couponposoffer.passes(offer))
        #expect(GS1Check.couponposoffer.failureOffset(in: "2" + offer.dropFirst()) == 0)
        #expect(!GS1Check.couponposoffer.passes(String(offer.dropLast())))
        #expect(GS1Check.couponposoffer.failureOffset(in: offer + "1") == 21)
        #expect(!GS1Check.couponposoffer.passes(""))
    }
}
