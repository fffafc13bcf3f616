// swift-tools-version:6.0
import PackageDescription

// The libFuzzer executables, in their own package so that the main package's `zipzap-conformance` (a second `main`)
// is never linked into a `-sanitize=fuzzer` build. Each only adds the `LLVMFuzzerTestOneInput` shim; the targets'
// logic is `ZipZapFuzzTargets` in the main package, which `swift test` also replays the corpora through.
// Build and run them with `Fuzz/run TARGET`.

// A path dependency is named after its folder, which differs between checkouts.
let mainPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let targets = ["normalizer", "gs1-roundtrip", "field"]

let package = Package(
    name: "ZipZapFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzShim", dependencies: [.product(name: "ZipZapFuzzTargets", package: mainPackage)]),
    ] + targets.map { .executableTarget(name: "fuzz-\($0)", dependencies: ["FuzzShim"]) },
    swiftLanguageModes: [.v6]
)
