package zipzap.gs1;

/** Date and time checks (SPEC C-7.27) with two-digit years placed by C-7.5; each answers -1 or where C-7.44
 *  points (the month, else the day; a component of the wrong shape at its first byte). */
final class Dates {
    private Dates() {}

    static int yymmdd(byte[] v, int from, int to, boolean dayZeroAllowed, int referenceYear) {
        if (to - from != 6 || !digits(v, from, to)) return from;
        int yy = number(v, from, 2);
        int year = referenceYear / 100 * 100 + yy;
        if (year - referenceYear >= 51) year -= 100;
        else if (referenceYear - year >= 50) year += 100;
        return monthDay(v, from + 2, year, dayZeroAllowed);
    }

    static int yyyymmdd(byte[] v, int from, int to, boolean dayZeroAllowed) {
        if (to - from != 8 || !digits(v, from, to)) return from;
        return monthDay(v, from + 4, number(v, from, 4), dayZeroAllowed);
    }

    static int hhmi(byte[] v, int from, int to) {
        if (to - from != 4 || !digits(v, from, to)) return from;
        if (number(v, from, 2) > 23) return from;
        return number(v, from + 2, 2) > 59 ? from + 2 : -1;
    }

    /** Whether value[from, to) is `length` digits no greater than max. */
    static boolean number(byte[] v, int from, int to, int length, int max) {
        return to - from == length && digits(v, from, to) && number(v, from, length) <= max;
    }

    private static int monthDay(byte[] v, int monthAt, int year, boolean dayZeroAllowed) {
        int month = number(v, monthAt, 2);
        if (month < 1 || month > 12) return monthAt;
        int day = number(v, monthAt + 2, 2);
        if (day == 0 ? !dayZeroAllowed : day > daysIn(month, year)) return monthAt + 2;
        return -1;
    }

    private static int daysIn(int month, int year) {
        switch (month) {
            case 2: return (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
            case 4: case 6: case 9: case 11: return 30;
            default: return 31;
        }
    }

    private static boolean digits(byte[] v, int from, int to) {
        for (int i = from; i < to; i++) if (v[i] < '0' || v[i] > '9') return false;
        return true;
    }

    private static int number(byte[] v, int from, int length) {
        int n = 0;
        for (int i = from; i < from + length; i++) n = n * 10 + (v[i] - '0');
        return n;
    }
}
