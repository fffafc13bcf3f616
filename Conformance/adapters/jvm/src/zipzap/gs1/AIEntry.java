package zipzap.gs1;

/** One AI of the table (SPEC C-7.1): its format, whether its length is predefined (no FNC1 after it), whether it
 *  may be a Digital Link data attribute, its requisites and exclusions (C-7.17) and, for a Digital Link primary
 *  key, its qualifier sequences (C-7.7). */
final class AIEntry {
    final String ai;
    final boolean predefinedLength;
    final boolean dataAttribute;
    final Component[] components;
    /** Each requisite: its alternatives; each alternative: AI patterns joined by `+`, all needed. */
    final String[][][] requisites;
    final String[] exclusions;
    /** Null when the AI is not a primary key; a key without qualifiers has one empty sequence. */
    final String[][] qualifierSequences;
    final int maxLength;
    final int mandatoryLength;

    AIEntry(String ai, boolean predefinedLength, boolean dataAttribute, Component[] components,
            String[][][] requisites, String[] exclusions, String[][] qualifierSequences) {
        this.ai = ai;
        this.predefinedLength = predefinedLength;
        this.dataAttribute = dataAttribute;
        this.components = components;
        this.requisites = requisites;
        this.exclusions = exclusions;
        this.qualifierSequences = qualifierSequences;
        int max = 0, mandatory = 0;
        for (Component c : components) {
            max += c.maxLength();
            if (!c.optional()) mandatory += c.minLength();
        }
        this.maxLength = max;
        this.mandatoryLength = mandatory;
    }

    boolean isPrimaryKey() {
        return qualifierSequences != null;
    }

    /** Whether a pattern of the table (`31nn`, `394n`, `01`) stands for this AI: `n` is any digit. */
    static boolean patternMatches(String pattern, String ai) {
        if (pattern.length() != ai.length()) return false;
        for (int i = 0; i < pattern.length(); i++) {
            char p = pattern.charAt(i);
            if (p != 'n' && p != ai.charAt(i)) return false;
        }
        return true;
    }
}
