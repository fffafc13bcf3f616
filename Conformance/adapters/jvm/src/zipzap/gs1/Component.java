package zipzap.gs1;

/** One component of an AI's format (SPEC C-7.1, C-7.26): its character set, its length bounds, whether it may be
 *  left out (`[...]` in the dictionary's notation), and its named checks in the order the format lists them. */
record Component(CharacterSet set, int minLength, int maxLength, boolean optional, String[] checks) {
}
