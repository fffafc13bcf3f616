import Testing
@testable import ZipZapConformance

/// The members of the input-boundary vectors that a hand-written skeleton (cause and kind of each trace entry)
/// does not pin: mark positions, signal counts, discarded bytes and written values, each reasoned from SPEC.
@Suite struct InputBoundaryTests {
    private func trace(_ key: String) throws -> [JSONValue] {
        let (files, registry) = try PackageFiles.generate()
        let id = try #require(registry.id(forKey: key), "no vector \(key)")
        return try #require(files.flatMap(\.vectors).first { $0.id == id }, "\(id) missing").expectedTrace
    }

    private func entries(_ key: String, kind: String) throws -> [JSONValue] {
        try trace(key).filter { $0["kind"] == .string(kind) }
    }

    private func position(_ entry: JSONValue?) -> [JSONValue?] { [entry?["position"]?["x"], entry?["position"]?["y"]] }

    /// C-8.3: a barcode detected twice at equal distance is read at its position first by x, then by y.
    @Test func equalDistanceMarksTheFirstPositionByXThenY() throws {
        #expect(position(try entries("camera-boundaries/tie-x-first", kind: "mark").first) == [.int(4000), .int(5000)])
        #expect(position(try entries("camera-boundaries/tie-y-second", kind: "mark").first) == [.int(5000), .int(4000)])
    }

    /// C-8.6, C-5.3: a barcode written again in a new sighting writes an equal value, so it changes nothing.
    @Test func aNewSightingWritesAgainUnchanged() throws {
        let writes = try entries("camera-boundaries/keep-scanning-rewrites-after-timeout", kind: "write")
        #expect(writes.map { $0["changed"] } == [.bool(true), .bool(false)])
    }

    /// C-9.5: signals count 1, 2, 3 within an aim, and a new aim counts from 1 again.
    @Test func signalCountsRunWithinAnAim() throws {
        let counts = { (key: String) in try self.entries("hardware-boundaries/" + key, kind: "signal").map { $0["count"] } }
        #expect(try counts("repeat-configured") == [.int(1), .int(2), .int(3)])
        #expect(try counts("repeat-count-restarts") == [.int(1), .int(1)])
        #expect(try counts("aim-first-decode-signals") == [.int(1)])
    }

    /// C-10.6, C-10.7, C-10.8: what each discard holds and why, and what the scan becomes.
    @Test func hidDiscardsAndScans() throws {
        func discards(_ key: String) throws -> [[JSONValue?]] {
            try entries("hid-boundaries/" + key, kind: "discard").map { [$0["bytes"], $0["reason"]] }
        }
        func written(_ key: String) throws -> [JSONValue?] { try entries("hid-boundaries/" + key, kind: "write").map { $0["value"] } }
        let typed = JSONValue.string("typedBeforeScan"), overflow = JSONValue.string("overflow")
        #expect(try discards("key-gap-above") == [[.string("x"), typed]])
        #expect(try discards("key-gap-at").isEmpty)
        #expect(try discards("entry-bound-configured") == [[.string("ABCD"), overflow]])
        #expect(try discards("entry-bound-counts-typed-keys") == [[.string("xABCDE"), overflow]])
        #expect(try discards("substitute-scan-only") == [[.string("x^"), typed]])
        #expect(try written("substitute-scan-only") == [.string("]ABC")])
        #expect(try discards("burst-length-before-substitution") == [[.string("x"), typed]])
        #expect(try written("burst-length-before-substitution") == [.string("\u{1D}AB")])
        #expect(try written("substitute-whole-entry") == [.string("\u{1D}"), .string("^")])
        #expect(try written("substitute-no-overlap") == [.string("A\u{1D}^B")])
        #expect(try written("substitute-at-both-ends") == [.string("\u{1D}AB\u{1D}")])
    }

    /// C-11.3, C-11.7: an edit discards exactly the inserted bytes past the room its result leaves.
    @Test func typingDiscardsTheBytesThatDoNotFit() throws {
        func discarded(_ key: String) throws -> [JSONValue?] { try entries("typing-boundaries/" + key, kind: "discard").map { $0["bytes"] } }
        #expect(try discarded("replace-one-over") == [.string("Z")])
        #expect(try discarded("replace-frees-range").isEmpty)
        #expect(try discarded("bound-default") == [.string("X")])
        #expect(try discarded("bound-zero") == [.string("A")])
        #expect(try discarded("bound-insert-into-full") == [.string("Z")])
    }
}
