package zipzap.gs1;

/** The coupon checks `couponcode` (AI (8110)) and `couponposoffer` (AI (8112)): North American coupon data, fields
 *  of lengths given by their VLI digit. Where a failure points (SPEC C-7.74): the first non-digit, else for the first
 *  field that fails: a VLI, code or flag not allowed at its digit; data ending where a field (or a VLI) should start
 *  at the value's first byte; a field cut short at its first byte (for a VLI field, the byte after the VLI, or the
 *  value's first byte when nothing follows it); a start date after the expiration at the expiration's indicator;
 *  excess data at its first byte. */
final class Coupons {
    private Coupons() {}

    static int couponCode(byte[] v, int from, int to, int referenceYear) {
        int bad = CharacterSet.NUMERIC.firstInvalid(v, from, to);
        if (bad >= 0) return bad;
        Fields f = new Fields(v, from, to);
        try {
            f.companyPrefix('6');
            f.fixed(6);                                  // offer code
            f.counted('1', '5');                         // save value
            purchaseRequirement(f);                      // primary purchase requirement, code, family
            if (f.next('1')) {                           // optional field 1: second purchase
                f.digit('3');                            // additional purchase rules code
                purchaseRequirement(f);
                f.optionalCompanyPrefix();
            }
            if (f.next('2')) {                           // optional field 2: third purchase
                purchaseRequirement(f);
                f.optionalCompanyPrefix();
            }
            int expiry = -1;
            if (f.next('3')) expiry = f.date(referenceYear);
            if (f.next('4')) {
                int start = f.date(referenceYear);
                if (expiry >= 0 && Sequences.compare(v, start, expiry, 6) > 0) throw new Bad(expiry - 1);
            }
            if (f.next('5')) f.counted6();               // serial number
            if (f.next('6')) f.vliField('1', '7', 6);    // retailer GCP or GLN
            if (f.next('9')) {                           // miscellaneous
                f.oneOf("01256");                        // save value code
                f.digit('2');                            // applies to item
                f.any();                                 // store coupon flag
                f.oneOf("01");                           // don't multiply flag
            }
            f.end();
            return -1;
        } catch (Bad b) {
            return b.at;
        }
    }

    static int positiveOffer(byte[] v, int from, int to) {
        int bad = CharacterSet.NUMERIC.firstInvalid(v, from, to);
        if (bad >= 0) return bad;
        Fields f = new Fields(v, from, to);
        try {
            f.oneOf("01");                               // format code
            f.vliField('0', '6', 6);                     // funder
            f.fixed(6);                                  // offer code
            f.counted6();                                // serial number
            f.end();
            return -1;
        } catch (Bad b) {
            return b.at;
        }
    }

    private static void purchaseRequirement(Fields f) {
        f.counted('1', '5');
        f.requirementCode();
        f.fixed(3);                                      // family code
    }

    /** A cursor over the coupon's fields, digits only. */
    private static final class Fields {
        final byte[] v;
        final int from;
        int p;
        final int q;

        Fields(byte[] v, int from, int to) {
            this.v = v;
            this.from = from;
            this.p = from;
            this.q = to;
        }

        /** The data ends where a field should start: the value's first byte. */
        void present() {
            if (p == q) throw new Bad(from);
        }

        boolean next(char indicator) {
            if (p < q && v[p] == indicator) { p++; return true; }
            return false;
        }

        /** One digit no greater than max. */
        void digit(char max) {
            present();
            if (v[p] > max) throw new Bad(p);
            p++;
        }

        void oneOf(String allowed) {
            present();
            if (allowed.indexOf(v[p]) < 0) throw new Bad(p);
            p++;
        }

        void any() {
            present();
            p++;
        }

        /** n digits; a field cut short points where it starts. */
        void fixed(int n) {
            present();
            if (q - p < n) throw new Bad(p);
            p += n;
        }

        /** A VLI digit from min to max, then that many digits plus `plus`; a field cut short points at the byte after
         *  its VLI, or at the value's first byte when nothing follows the VLI. */
        void vliField(char min, char max, int plus) {
            present();
            if (v[p] < min || v[p] > max) throw new Bad(p);
            int n = v[p++] - '0' + plus;
            if (q - p < n) throw new Bad(p == q ? from : p);
            p += n;
        }

        void counted(char min, char max) {
            vliField(min, max, 0);
        }

        /** A VLI digit, then 6 more digits than it says. */
        void counted6() {
            vliField('0', '9', 6);
        }

        /** A company prefix of VLI + 6 digits (at least 4 digits, so `gcppos1` holds for any digits). */
        void companyPrefix(char max) {
            vliField('0', max, 6);
        }

        /** A second or third purchase's company prefix: VLI 0-6, or 9 for none. */
        void optionalCompanyPrefix() {
            if (p < q && v[p] == '9') p++;
            else companyPrefix('6');
        }

        void requirementCode() {
            present();
            if (v[p] > '4' && v[p] != '9') throw new Bad(p);
            p++;
        }

        /** A YYMMDD date; answers where it starts. */
        int date(int referenceYear) {
            present();
            if (q - p < 6) throw new Bad(p);
            if (Dates.yymmdd(v, p, p + 6, false, referenceYear) >= 0) throw new Bad(p);
            int start = p;
            p += 6;
            return start;
        }

        void end() {
            if (p != q) throw new Bad(p);
        }
    }

    /** Where a coupon check failed; cheap to throw. */
    private static final class Bad extends RuntimeException {
        final int at;

        Bad(int at) {
            super(null, null, false, false);
            this.at = at;
        }
    }
}
