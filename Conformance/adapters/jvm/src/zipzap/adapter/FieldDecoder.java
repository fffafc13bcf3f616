package zipzap.adapter;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import zipzap.field.BarcodeType;
import zipzap.field.ConfigurationError;
import zipzap.field.Field;
import zipzap.field.Fixture;
import zipzap.field.Normalization;
import zipzap.field.Rule;
import zipzap.pattern.Pattern;
import zipzap.pattern.PatternRefusal;

/** Builds a {@link Field} from a request's {@code field} (PROTOCOL.md, "The field"), configuring its rules in order (C-4.20). */
final class FieldDecoder {
    private FieldDecoder() {}

    static Field decode(Members f) throws JsonException, ConfigurationError {
        Set<BarcodeType> types = null;
        if (f.has("types") && f.raw("types") != null) {
            types = EnumSet.noneOf(BarcodeType.class);
            for (Object t : f.list("types")) {
                if (!(t instanceof JsonString s)) throw new JsonException("field.types holds a non-string");
                Set<BarcodeType> named = BarcodeType.setNamed(s.text());
                if (named == null) throw new JsonException("field.types: unknown type " + s.text());
                types.addAll(named);
            }
        }
        Normalization form = Normalization.none;
        if (f.has("normalization")) {
            form = Normalization.named(f.text("normalization"));
            if (form == null) throw new JsonException("field.normalization: unknown form");
        }
        List<Rule> rules = new ArrayList<>();
        if (f.has("rules")) {
            List<?> list = f.list("rules");
            for (int i = 0; i < list.size(); i++) rules.add(rule(new Members(list.get(i), "field.rules[" + i + "]"), i));
        }
        byte[] initial = f.raw("initialValue") == null ? null : f.value("initialValue");
        return new Field(types, form, rules, initial);
    }

    private static Rule rule(Members r, int position) throws JsonException, ConfigurationError {
        String name = r.text("rule");
        switch (name) {
            case "checkDigit": return new Rule.CheckDigit();
            case "length": {
                long min = r.integer("min"), max = r.integer("max");
                if (min > max) throw new ConfigurationError(position, "length", "invertedRange", null);
                return new Rule.Length(min, max);
            }
            case "matches":
                try {
                    return new Rule.Matches(Pattern.compile(r.text("pattern")));
                } catch (PatternRefusal refusal) {
                    throw new ConfigurationError(position, "matches", refusal.reason, refusal.offset);
                }
            case "gs1": {
                boolean lenient = r.bool("lenient", false);
                return new Rule.Gs1(r.bool("checkRequisites", !lenient), r.bool("checkExclusions", !lenient),
                        r.bool("rejectConflictingDuplicates", !lenient));
            }
            case "custom": return new Rule.Custom(fixture(r));
            default: throw new JsonException("field.rules: unknown rule " + name);
        }
    }

    private static Fixture fixture(Members r) throws JsonException {
        String name = r.text("fixture");
        switch (name) {
            case "assetTag": return new Fixture.AssetTag();
            case "mod97": return new Fixture.Mod97();
            case "typeIs": {
                BarcodeType t = BarcodeType.named(r.text("type"));
                if (t == null) throw new JsonException("typeIs: unknown type");
                return new Fixture.TypeIs(t);
            }
            default: throw new JsonException("unknown fixture " + name);
        }
    }
}
