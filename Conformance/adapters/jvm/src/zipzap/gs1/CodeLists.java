package zipzap.gs1;

import java.util.HashSet;
import java.util.Set;

/** The code lists of the named checks (SPEC C-7.12), read from the published data files: a value passes when it is
 *  byte for byte one of a list's lines. */
final class CodeLists {
    private final Set<String> iso3166 = set("iso3166-numeric.txt");
    private final Set<String> iso3166Alpha2 = set("iso3166-alpha2.txt");
    private final Set<String> iso4217 = set("iso4217-numeric.txt");
    private final Set<String> iso5218 = set("iso5218.txt");
    private final Set<String> mediaTypes = set("aidc-media-types.txt");
    private final Set<String> packageTypes = set("package-types.txt");

    static final CodeLists PUBLISHED = new CodeLists();

    boolean iso3166(String code) { return iso3166.contains(code); }
    boolean iso3166Alpha2(String code) { return iso3166Alpha2.contains(code); }
    boolean iso4217(String code) { return iso4217.contains(code); }
    boolean iso5218(String code) { return iso5218.contains(code); }
    boolean mediaType(String code) { return mediaTypes.contains(code); }
    boolean packageType(String code) { return packageTypes.contains(code); }

    private static Set<String> set(String file) {
        return new HashSet<>(DataFolder.lines(file));
    }
}
