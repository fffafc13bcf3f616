/// Reference computations for the conformance suite's property tests and analyses.
///
/// Each one is written from its published definition, over `Character`s and `BigInteger`s, independently of
/// ZipZap's fast paths (this module does not even import ZipZap): two implementations that agree on random and
/// exhaustive inputs are unlikely to share a mistake. Speed is not a goal.
public enum Oracle {}
