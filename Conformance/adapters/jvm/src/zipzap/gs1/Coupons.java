package zipzap.gs1;

/** The coupon checks `couponcode` (AI (8110)) and `couponposoffer` (AI (8112)): North American coupon data. */
final class Coupons {
    private Coupons() {}

    static int couponCode(byte[] v, int from, int to, int referenceYear) {
        return -1;
    }

    static int positiveOffer(byte[] v, int from, int to) {
        return -1;
    }
}
