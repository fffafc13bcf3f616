package zipzap.field;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * A configured field and its bound value: every source hands it scans (SPEC C-1.1, C-12.4): type filter,
 * normalization, rules in order with the first failure winning, binding.
 */
public final class Field {
    private final Set<BarcodeType> types;
    private final Normalization form;
    private final List<Rule> rules;
    private byte[] bound;

    /** {@code types} null reads every type (C-1.3); {@code initialValue} null means nothing is bound. */
    public Field(Set<BarcodeType> types, Normalization form, List<Rule> rules, byte[] initialValue) {
        this.types = types;
        this.form = form;
        this.rules = List.copyOf(rules);
        this.bound = initialValue;
    }

    /** The bound value, null when nothing was ever written. */
    public byte[] value() { return bound; }

    /** Runs the scan through the field and binds the value when it is accepted. */
    public Outcome process(Scan scan) {
        Outcome outcome = evaluate(scan);
        if (outcome instanceof Outcome.Written w) bound = w.value();
        return outcome;
    }

    /** The outcome the scan would have, binding nothing (the camera weighs every detection before it writes one). */
    public Outcome evaluate(Scan scan) {
        Prepared p = Prepared.of(scan, form);
        if (!reads(p)) return new Outcome.Ignored(p.type());
        // A scan of an unlisted type is read only to be written: it is never rejected (C-2.7).
        boolean listed = types == null || p.type() == null || types.contains(p.type());
        byte[] v = Normalizer.apply(p, form);
        if (v == null) return listed ? new Outcome.Rejected("normalize", -1) : new Outcome.Ignored(p.type());
        for (int i = 0; i < rules.size(); i++) {
            Rule rule = rules.get(i);
            if (!rule.accepts(v, p.type())) return listed ? new Outcome.Rejected(rule.name(), i) : new Outcome.Ignored(p.type());
        }
        return new Outcome.Written(v, bound == null || !Arrays.equals(bound, v));
    }

    /**
     * The type filter (C-2.1, C-2.2), widened for GTIN fields (C-2.6, C-2.7, decision D1): a scan of an unlisted type
     * that is not itself a GTIN type is read when its GS1 data carries a GTIN.
     */
    private boolean reads(Prepared p) {
        if (types == null || p.type() == null || types.contains(p.type())) return true;
        if (form.gtinWidth() == 0 || p.type().isGTIN() || !listsGTINType()) return false;
        return Normalizer.carriedGTIN(p) != null;
    }

    private boolean listsGTINType() {
        for (BarcodeType t : types) if (t.isGTIN()) return true;
        return false;
    }
}
