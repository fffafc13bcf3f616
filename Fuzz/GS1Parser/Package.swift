// swift-tools-version:6.0
import PackageDescription

// The `gs1` fuzz target, built from only the source files the GS1 parser is made of: every file here is a link into
// the main package (Sources/ZipZap's Barcode, CheckDigit, GS1, Scan and Text folders; the gs1 target's harness
// files), compiled under the same module names. libFuzzer walks every coverage counter of the binary after every
// run, and the whole reference implementation with the oracle and the other targets has about 29 000 of them
// against about 10 700 here: the same parser, fuzzed about a fifth faster. A link that breaks (the parser comes to
// need another folder) fails this build, and so CI. `Fuzz/run gs1` builds it; `swift test` replays the gs1 corpus
// through the main package's own build of the same files.
let package = Package(
    name: "ZipZapFuzzGS1Parser",
    targets: [
        .target(name: "ZipZap"),
        .target(name: "PropertyTesting"),
        .target(name: "ZipZapFuzzTargets", dependencies: ["ZipZap", "PropertyTesting"]),
        .executableTarget(name: "fuzz-gs1", dependencies: ["ZipZapFuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)
