package zipzap.field;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/**
 * The documents' own examples, run through the field: Docs/check-digits.md, Docs/normalization.md's table, SPEC
 * C-4.7's fixtures. Prints "N passed, N failed" and exits 1 on a failure:
 * {@code java -cp Conformance/adapters/jvm/.build/classes zipzap.field.FieldSelfTest}. (The GTIN forms consult the
 * GS1 engine only for values that are not GTINs by themselves, which these examples are not.)
 */
public final class FieldSelfTest {
    private int passed, failed;

    private FieldSelfTest() {}

    public static void main(String[] args) {
        FieldSelfTest t = new FieldSelfTest();
        // Docs/check-digits.md: the GTIN-13 data 629104150021 has the check digit 3.
        t.rule("mod 10 example", new Rule.CheckDigit(), "6291041500213", BarcodeType.ean13, true);
        t.rule("mod 10 example, wrong digit", new Rule.CheckDigit(), "6291041500214", BarcodeType.ean13, false);
        // Docs/check-digits.md: UPC-E 04252614 is verified through UPC-A 042100005264.
        t.rule("UPC-E example", new Rule.CheckDigit(), "04252614", BarcodeType.upcE, true);
        // Docs/normalization.md, the table of forms.
        t.form(Normalization.trimmed, " 4006381333931\r", null, "4006381333931");
        t.form(Normalization.symbologyIdentifierStripped, "]E04006381333931", null, "4006381333931");
        t.form(Normalization.upcEExpanded, "04252614", BarcodeType.upcE, "042100005264");
        t.form(Normalization.gtin12, "0036000291452", null, "036000291452");
        t.form(Normalization.gtin13, "036000291452", null, "0036000291452");
        t.form(Normalization.gtin14, "96385074", null, "00000096385074");
        t.form(Normalization.gtin13, "10012345678902", BarcodeType.itf14, null);
        // SPEC C-4.7: the fixtures; the IBAN GB82 WEST 1234 5698 7654 32 rearranged into digits is 1 modulo 97.
        t.rule("assetTag", new Rule.Custom(new Fixture.AssetTag()), "AB-123456", null, true);
        t.rule("assetTag, lower case", new Rule.Custom(new Fixture.AssetTag()), "ab-123456", null, false);
        t.rule("mod97 IBAN", new Rule.Custom(new Fixture.Mod97()), "3214282912345698765432161182", null, true);
        System.out.println(t.passed + " passed, " + t.failed + " failed");
        System.exit(t.failed == 0 ? 0 : 1);
    }

    private void rule(String name, Rule rule, String value, BarcodeType type, boolean accepts) {
        check(name, rule.accepts(bytes(value), type) == accepts, accepts ? "accepted" : "rejected");
    }

    /** The value as written, or null when the form rejects it at `normalize`. */
    private void form(Normalization form, String value, BarcodeType type, String written) {
        Field field = new Field(Set.of(BarcodeType.values()), form, List.of(), null);
        Outcome outcome = field.process(new Scan(bytes(value), type));
        boolean ok = written == null ? outcome.equals(new Outcome.Rejected("normalize", -1))
                : outcome instanceof Outcome.Written w && new String(w.value(), StandardCharsets.UTF_8).equals(written);
        check(form + " " + value, ok, written == null ? "rejected at normalize" : written);
    }

    private void check(String name, boolean ok, String expected) {
        if (ok) passed++;
        else {
            failed++;
            System.out.println("FAIL " + name + ": expected " + expected);
        }
    }

    private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }
}
