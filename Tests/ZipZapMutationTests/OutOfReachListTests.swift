import Testing
@testable import ZipZapMutation

@Suite struct OutOfReachListTests {
    @Test func fullDemangledNamesBecomeSignaturesWithParameterTypes() {
        #expect(Signature.fromDemangled("static ZipZap.UPCE.compress([Swift.UInt8]) -> [Swift.UInt8]?") == "UPCE.compress([UInt8])")
        #expect(Signature.fromDemangled("zeros #1 (Swift.ClosedRange<Swift.Int>) -> Swift.Bool in static ZipZap.UPCE.compress([Swift.UInt8]) -> [Swift.UInt8]?")
            == "UPCE.compress([UInt8]).zeros(ClosedRange<Int>)")
        #expect(Signature.fromDemangled("ZipZap.BarcodeTypeSet.members.getter : [ZipZap.BarcodeType]") == "BarcodeTypeSet.members")
        #expect(Signature.fromDemangled("static ZipZap.GS1.parse<A where A: Swift.Collection, A.Element == Swift.UInt8>(_: A, form: ZipZap.GS1InputForm?, options: ZipZap.GS1Options) -> Swift.Result<ZipZap.GS1ElementString, ZipZap.GS1Error>")
            == "GS1.parse(A,GS1InputForm?,GS1Options)")
        #expect(Signature.fromDemangled("static ZipZap.BarcodeType.< infix(ZipZap.BarcodeType, ZipZap.BarcodeType) -> Swift.Bool")
            == "BarcodeType.<(BarcodeType,BarcodeType)")
        #expect(Signature.fromDemangled("ZipZap.GS1Error.init(_: ZipZap.GS1Error.Code, ai: Swift.String?, offset: Swift.Int, message: Swift.String) -> ZipZap.GS1Error")
            == "GS1Error.init(Code,String?,Int,String)")
        #expect(Signature.fromDemangled("ZipZap.ScanField.(with in _C2D9B0048A0D0EC11E7955E7D1AF8F31)((inout ZipZap.ScanField) -> ()) -> ZipZap.ScanField")
            == "ScanField.with((inoutScanField)->())")
        #expect(Signature.fromDemangled("ZipZap.PortablePattern.hash(into: inout Swift.Hasher) -> ()") == "PortablePattern.hash(inoutHasher)")
        #expect(Signature.fromDemangled("closure #2 (Swift.UInt8) -> Swift.Bool in ZipZap.PortablePattern.matches<A where A: Swift.Collection>(A) -> Swift.Bool") == nil)
    }

    @Test func theSourceGivesTheSameSignatures() {
        let source = """
            enum UPCE {
                static func compress(_ upcA: [UInt8]) -> [UInt8]? { g(1); func zeros(_ r: ClosedRange<Int>) -> Bool { g(2) } }
            }
            struct GS1 { static func parse<Bytes: Collection<UInt8>>(_ b: Bytes, form: GS1InputForm? = nil, options: GS1Options = .default) { g(3) } }
            struct GS1Error { init(_ code: Code, ai: String?, offset: Int, message: String) { g(4) } }
            struct ScanField { func with(_ change: (inout Self) -> Void) -> ScanField { g(5) } }
            struct PortablePattern { func hash(into hasher: inout Hasher) { g(6) } }
            struct BarcodeTypeSet { var members: [BarcodeType] { g(7) } }
            """
        let signatures = SiteFinder(file: "F.swift", source: Array(source.utf8)).sites().map(\.signature)
        #expect(signatures == [
            "UPCE.compress([UInt8])", "UPCE.compress([UInt8]).zeros(ClosedRange<Int>)", "GS1.parse(A,GS1InputForm?,GS1Options)",
            "GS1Error.init(Code,String?,Int,String)", "ScanField.with((inoutScanField)->())", "PortablePattern.hash(inoutHasher)",
            "BarcodeTypeSet.members",
        ])
    }

    /// Issue 27's #628: the list named `CodeSet.contains(String)`, and the overload the pipeline uses was left out too.
    @Test func aListedOverloadLeavesTheOtherOverloadScored() {
        let list = OutOfReachList("# comment\nGS1/Checks/CodeLists.swift\tZipZap.CodeSet.contains(Swift.String) -> Swift.Bool\tapi\n",
                                  file: "list.tsv")
        #expect(list.problems.isEmpty)
        let source = """
            struct CodeSet {
                func contains(_ value: UnsafeBufferPointer<UInt8>) -> Bool { guard let key = Self.key(value) else { return false }; return true }
                func contains(_ text: String) -> Bool { f(0) }
            }
            """
        let sites = SiteFinder(file: "Sources/ZipZap/GS1/Checks/CodeLists.swift", source: Array(source.utf8)).sites()
        #expect(sites.map { "\($0.original) \(list.reason(for: $0) ?? "scored")" } == ["false scored", "true scored", "0 api"])
    }

    @Test func aListedFunctionAndWhatIsNestedInItAreOutOfReachNothingElse() {
        let list = OutOfReachList("CheckDigit/UPCE.swift\tstatic ZipZap.UPCE.compress() -> ()\tapi\n", file: "list.tsv")
        let source = """
            enum UPCE {
                static func compress() { g(1); func zeros() { g(2) } }
                static func compressed() { g(3) }
            }
            """
        let sites = SiteFinder(file: "Sources/ZipZap/CheckDigit/UPCE.swift", source: Array(source.utf8)).sites()
        #expect(sites.map { list.reason(for: $0) } == ["api", "api", nil])
        let elsewhere = SiteFinder(file: "Sources/ZipZap/CheckDigit/GS1Mod10.swift", source: Array(source.utf8)).sites()
        #expect(elsewhere.allSatisfy { list.reason(for: $0) == nil })
    }

    @Test func badLinesAreNamedWithTheirNumber() {
        let list = OutOfReachList("CheckDigit/UPCE.swift\tstatic UPCE.compress(_:)\n\nA.swift\tZipZap.f() -> ()\tapi\nB.swift\tnothing\tapi\n",
                                  file: "list.tsv")
        #expect(list.problems == ["list.tsv:1: expected a file, a tab, a demangled function, a tab and a reason",
                                  "list.tsv:4: 'nothing' is not a full demangled function name"])
        #expect(list.entries == [.init(file: "Sources/ZipZap/A.swift", signature: "f()", reason: "api")])
    }
}
