package zipzap.gs1;

/** The named checks of GS1's Barcode Syntax Dictionary (SPEC C-7.41) on one component, value[from, to). Each
 *  answers -1 when the component passes, else the index into the value where C-7.44 points. */
final class Linters {
    private final CodeLists lists;
    private final int referenceYear;

    Linters(CodeLists lists, int referenceYear) {
        this.lists = lists;
        this.referenceYear = referenceYear;
    }

    int check(String name, byte[] v, int from, int to) {
        switch (name) {
            case "csetnumeric": return CharacterSet.NUMERIC.firstInvalid(v, from, to);
            case "cset82": return CharacterSet.CSET82.firstInvalid(v, from, to);
            case "cset39": return CharacterSet.CSET39.firstInvalid(v, from, to);
            case "cset64": return CharacterSet.CSET64.firstInvalid(v, from, to);
            case "csum": return CheckCharacters.mod10Valid(v, from, to) ? -1 : Math.max(from, to - 1);
            case "csumalpha": return CheckCharacters.alphaPairError(v, from, to);
            case "gcppos1": return companyPrefix(v, from, to);
            case "gcppos2": return companyPrefixAt(v, from + 1, to, from);
            case "yymmdd": return Dates.yymmdd(v, from, to, false, referenceYear);
            case "yymmd0": return Dates.yymmdd(v, from, to, true, referenceYear);
            case "yyyymmdd": return Dates.yyyymmdd(v, from, to, false);
            case "yyyymmd0": return Dates.yyyymmdd(v, from, to, true);
            case "hh": return Dates.number(v, from, to, 2, 23) ? -1 : from;
            case "mi": return Dates.number(v, from, to, 2, 59) ? -1 : from;
            case "ss": return Dates.number(v, from, to, 2, 59) ? -1 : from;
            case "hhmi": return Dates.hhmi(v, from, to);
            case "iso3166": return lists.iso3166(text(v, from, to)) ? -1 : from;
            case "iso3166999": return lists.iso3166(text(v, from, to)) || text(v, from, to).equals("999") ? -1 : from;
            case "iso3166alpha2": return lists.iso3166Alpha2(text(v, from, to)) ? -1 : from;
            case "iso4217": return lists.iso4217(text(v, from, to)) ? -1 : from;
            case "iso5218": return lists.iso5218(text(v, from, to)) ? -1 : from;
            case "mediatype": return lists.mediaType(text(v, from, to)) ? -1 : from;
            case "packagetype": return lists.packageType(text(v, from, to)) ? -1 : from;
            case "iban": return Iban.error(v, from, to, lists);
            case "importeridx": return to - from == 1 && (CharacterSet.CSET64.contains(v[from])) ? -1 : from;
            case "zero": return firstNotIn(v, from, to, '0');
            case "nonzero": return allZero(v, from, to) ? from : -1;
            case "nozeroprefix": return to > from && v[from] == '0' ? from : -1;
            case "yesno": return to - from == 1 && (v[from] == '0' || v[from] == '1') ? -1 : from;
            case "winding": return to - from == 1 && (v[from] == '0' || v[from] == '1' || v[from] == '9') ? -1 : from;
            case "hyphen": return firstNotIn(v, from, to, '-');
            case "hasnondigit": return CharacterSet.NUMERIC.firstInvalid(v, from, to) >= 0 ? -1 : from;
            case "latitude": return boundedNumber(v, from, to, 10, 1800000000L) ? -1 : from;
            case "longitude": return boundedNumber(v, from, to, 10, 3600000000L) ? -1 : from;
            case "pieceoftotal": return Sequences.pieceOfTotal(v, from, to);
            case "posinseqslash": return Sequences.positionInSequence(v, from, to);
            case "pcenc": return percentEncoding(v, from, to);
            case "couponcode": return Coupons.couponCode(v, from, to, referenceYear);
            case "couponposoffer": return Coupons.positiveOffer(v, from, to);
            default: throw new IllegalStateException("the table names a check this port does not know: " + name);
        }
    }

    /** gcppos1 (SPEC C-7.12, C-7.44): at least four digits where the company prefix starts. */
    private static int companyPrefix(byte[] v, int start, int to) {
        return companyPrefixAt(v, start, to, start);
    }

    private static int companyPrefixAt(byte[] v, int start, int to, int shapeError) {
        if (to - start < 4) return shapeError;
        for (int i = start; i < start + 4; i++) if (v[i] < '0' || v[i] > '9') return i;
        return -1;
    }

    private static int firstNotIn(byte[] v, int from, int to, char allowed) {
        for (int i = from; i < to; i++) if (v[i] != allowed) return i;
        return -1;
    }

    private static boolean allZero(byte[] v, int from, int to) {
        for (int i = from; i < to; i++) if (v[i] != '0') return false;
        return true;
    }

    private static boolean boundedNumber(byte[] v, int from, int to, int length, long max) {
        if (to - from != length) return false;
        long n = 0;
        for (int i = from; i < to; i++) {
            if (v[i] < '0' || v[i] > '9') return false;
            n = n * 10 + (v[i] - '0');
        }
        return n <= max;
    }

    private static int percentEncoding(byte[] v, int from, int to) {
        for (int i = from; i < to; i++) {
            if (v[i] != '%') continue;
            if (i + 2 >= to || !isHex(v[i + 1]) || !isHex(v[i + 2])) return i;
            i += 2;
        }
        return -1;
    }

    static boolean isHex(byte b) {
        return (b >= '0' && b <= '9') || (b >= 'A' && b <= 'F') || (b >= 'a' && b <= 'f');
    }

    static String text(byte[] v, int from, int to) {
        return new String(v, from, to - from, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
