import Testing
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// The members of the threshold sweeps that their hand-written skeletons (cause and kind of each entry) leave to the
/// reference: signal counts, `changed` of a barcode written again, and what each discard holds, each from SPEC.
@Suite struct InputThresholdTests {
    private func members(_ vectors: [String: Vector], _ key: String, kind: String, _ member: String) throws -> [JSONValue?] {
        let vector = try #require(vectors[key], "no vector \(key)")
        return vector.expectedTrace.filter { $0["kind"] == .string(kind) }.map { $0[member] }
    }

    /// C-5.3, C-8.6, C-9.3: a barcode that begins a new sighting or aim is written again with an equal value: unchanged.
    @Test func aBarcodeWrittenAgainIsUnchanged() throws {
        let camera = try FamilyVectors.byKey(.cameraThresholds), hardware = try FamilyVectors.byKey(.hardwareThresholds)
        let again: [JSONValue?] = [.bool(true), .bool(false)]
        for timeout in [500, 200, 33, 1, 0, 2000] {
            #expect(try members(camera, "sighting-timeout/\(timeout)/written/above", kind: "write", "changed") == again)
        }
        for limit in [2, 1] { #expect(try members(camera, "sightings/\(limit)/written/above", kind: "write", "changed") == again) }
        for gap in [300, 100, 1000, 1, 0] { #expect(try members(hardware, "aim-gap/\(gap)/accepted/above", kind: "write", "changed") == again) }
    }

    /// C-5.3 through every source: the normalized value is written, a change only when it differs from the binding.
    @Test func everySourceWritesTheNormalizedValueOnceChanged() throws {
        let vectors = try FamilyVectors.byKey(named: "source-outcomes")
        for source in ["camera", "hardware", "hid", "typing"] {
            for (binding, changed) in [("unbound", [true, false]), ("bound", [false, false])] {
                let key = "\(source)/\(binding)"
                #expect(try members(vectors, key, kind: "write", "changed") == changed.map { .bool($0) }, "\(key)")
                #expect(try members(vectors, key, kind: "write", "value") == [.string("04006381333931"), .string("04006381333931")], "\(key)")
            }
        }
    }

    /// C-9.4, C-9.5: signals count from 1 within an aim, one more at each repeat.
    @Test func signalsCountWithinTheAim() throws {
        let vectors = try FamilyVectors.byKey(.hardwareThresholds)
        func counts(_ key: String) throws -> [JSONValue?] { try members(vectors, key, kind: "signal", "count") }
        func upTo(_ last: Int) -> [JSONValue?] { (1...last).map { .int($0) } }
        for interval in [2000, 1000, 1, 0] {
            #expect(try counts("repeat/\(interval)/at") == upTo(2))
            #expect(try counts("repeat/\(interval)/above") == upTo(2))
        }
        #expect(try counts("repeat/default/at") == upTo(2))
        #expect(try counts("repeat/default/below") == upTo(1))
        #expect(try counts("repeat/from-previous-signal") == upTo(3))
        #expect(try counts("repeat/zero-same-time") == upTo(4))
        #expect(try counts("saturation/repeat-at-max") == upTo(2))
        for minimum in [3, 5, 2, 1] { #expect(try counts("minimum-decodes/\(minimum)/above") == upTo(1)) }
    }

    /// C-10.6, C-10.7: a burst discards the keys typed before it; an overflow discards the bytes the entry held,
    /// exactly the bound's number of them.
    @Test func hidDiscardsHoldWhatTheSpecSays() throws {
        let vectors = try FamilyVectors.byKey(.hidThresholds)
        func discarded(_ key: String) throws -> [JSONValue?] { try members(vectors, key, kind: "discard", "bytes") }
        func reasons(_ key: String) throws -> [JSONValue?] { try members(vectors, key, kind: "discard", "reason") }
        for gap in [50, 30, 100, 1, 0] {
            #expect(try discarded("key-gap/\(gap)/above") == [.string("x")])
            #expect(try discarded("terminator-gap/\(gap)/at") == [.string("x")])
            #expect(try reasons("terminator-gap/\(gap)/at") == [.string("typedBeforeScan")])
        }
        for bound in [4096, 4, 1] {
            #expect(try discarded("entry-bound/\(bound)/above") == [.string(String(repeating: "7", count: bound))])
            #expect(try reasons("entry-bound/\(bound)/above") == [.string("overflow")])
        }
        for bound in [0, -1] { #expect(try discarded("entry-bound/\(bound)") == [.string("")]) }
        // C-10.7: one discard of the bytes held at the overflow, whatever follows before Enter.
        let restarts = try FamilyVectors.byKey(named: "input-restarts")
        #expect(try members(restarts, "overflow-drops-the-rest", kind: "discard", "bytes") == [.string("ABCD")])
        #expect(try members(restarts, "split-after-overflow", kind: "discard", "bytes") == [.string("123456"), .string("x")])
    }

    /// C-11.3, C-11.7: an edit discards the inserted bytes past its room, which are the last ones.
    @Test func typingDiscardsTheLastInsertedBytes() throws {
        let vectors = try FamilyVectors.byKey(.typingThresholds)
        func discarded(_ key: String) throws -> [JSONValue?] { try members(vectors, key, kind: "discard", "bytes") }
        for bound in [4096, 8, 1] {
            // digits(bound + 1) ends with the digit bound % 10.
            #expect(try discarded("insert/\(bound)/above") == [.string(String(bound % 10))])
            #expect(try discarded("insert/\(bound)/at").isEmpty)
            #expect(try discarded("replace/\(bound)/above") == [.string("X")])
            #expect(try discarded("binding/\(bound)/at") == [.string("X")])
            #expect(try discarded("binding/\(bound)/above") == [.string("X")])
        }
    }
}
