import Foundation
import Testing
@testable import ZipZapMutation

@Suite struct EquivalentListTests {
    /// Issue 27, item 7: a reason may not rest on speed or on reading past an end; such a line is refused and named.
    @Test func reasonsThatRestOnSpeedOrOnReadingPastAnEndAreRefused() {
        let list = EquivalentList("""
            # a comment may say past the end
            a|1\tthe loop then reads past the end, where the byte is never FNC1
            a|2\tno delay line is found (speed only)
            a|3\tthe guard never fails: isLowerLetter's callers check it first
            a|4\tthe mutant is only slower
            """, file: "equivalent.tsv")
        #expect(list.reasons.keys.sorted() == ["a|3"])
        #expect(list.problems == [
            "equivalent.tsv:2: a reason may not rest on reading past an end; the mutant is scored",
            "equivalent.tsv:3: a reason may not rest on speed; the mutant is scored",
            "equivalent.tsv:5: a reason may not rest on speed; the mutant is scored",
        ])
    }

    /// The committed list passes its own check.
    @Test func theCommittedListHasNoRefusedReason() throws {
        let path = ShardMergeTests.root + "/Conformance/mutation/equivalent.tsv"
        let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        #expect(EquivalentList(text, file: path).problems == [])
    }
}
