package zipzap.gs1;

/** UPC-E zero suppression undone (Docs/check-digits.md): `N d1…d6 C` to its 12-digit UPC-A, by the last data digit. */
final class UPCE {
    private UPCE() {}

    static byte[] expand(byte[] e) {
        String n = Linters.text(e, 0, 1), d = Linters.text(e, 1, 7), c = Linters.text(e, 7, 8);
        char d6 = d.charAt(5);
        String body;
        if (d6 <= '2') body = d.substring(0, 2) + d6 + "0000" + d.substring(2, 5);
        else if (d6 == '3') body = d.substring(0, 3) + "00000" + d.substring(3, 5);
        else if (d6 == '4') body = d.substring(0, 4) + "00000" + d.charAt(4);
        else body = d.substring(0, 5) + "0000" + d6;
        return (n + body + c).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
}
