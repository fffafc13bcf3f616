// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Set by the mutation tool for its mutated release build (Sources/ZipZapMutation/SchemaBuild.swift): its mutants run
/// `verify` (and `field` and `gs1` reproduce them), so `zipzap-conformance` is built without the generator and the
/// differential fuzzer, about half of that build's compiling.
let mutantBuild = ProcessInfo.processInfo.environment["ZIPZAP_MUTANT_BUILD"] != nil

let package = Package(
    name: "ZipZapConformance",
    products: [
        .library(name: "ZipZap", targets: ["ZipZap"]),
        .library(name: "ZipZapConformance", targets: ["ZipZapConformance"]),
        .executable(name: "zipzap-conformance", targets: ["zipzap-conformance"]),
        // Fuzz/ (its own package, built with -sanitize=fuzzer) links the targets' logic from here.
        .library(name: "ZipZapFuzzTargets", targets: ["ZipZapFuzzTargets"]),
        .executable(name: "zipzap-mutate", targets: ["zipzap-mutate"]),
    ],
    targets: [
        // The reference implementation: pure Swift, no Foundation.
        .target(name: "ZipZap"),
        // The vector model: vectors and their inputs decoded once at load, JSON, configuration spellings, event scripts,
        // storage of vector files. The reference types only (ZipZap); no GMP.
        .target(name: "ZipZapVectors", dependencies: ["ZipZap"]),
        // The runner implementers build: the reference, adapter protocol, runner, reports, export, faults, the in-process
        // API. It re-exports ZipZapVectors. No GMP: nothing here may depend on ZipZapOracle, PropertyTesting or
        // ZipZapFuzzTargets (.ci/runner-without-gmp builds it with GMP hidden).
        .target(name: "ZipZapConformance", dependencies: ["ZipZap", "ZipZapVectors"]),
        // The vector families and `generate`, with the oracle's independent computations and the partial-read analysis.
        .target(name: "ZipZapGeneration", dependencies: ["ZipZap", "ZipZapConformance", "ZipZapOracle"]),
        // `fuzz`: random vectors against an adapter (GS1 values built as the generator builds them), shrinking,
        // findings; and the corpus seeds cut from the vectors.
        .target(
            name: "ZipZapDifferentialFuzzing",
            dependencies: ["ZipZap", "ZipZapConformance", "ZipZapGeneration", "ZipZapOracle", "PropertyTesting", "ZipZapFuzzTargets"]
        ),
        .executableTarget(
            name: "zipzap-conformance",
            dependencies: mutantBuild
                ? ["ZipZap", "ZipZapConformance", "CommandLineOptions"]
                : ["ZipZap", "ZipZapConformance", "ZipZapGeneration", "ZipZapDifferentialFuzzing", "CommandLineOptions"],
            swiftSettings: mutantBuild ? [.define("ZIPZAP_MUTANT_BUILD")] : []
        ),
        // The one argument parser of the three executables: declared options, and each command's help rendered from them.
        .target(name: "CommandLineOptions"),
        .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions"]),
        // GMP from the system (libgmp-dev): the arbitrary-precision arithmetic under the oracle.
        .systemLibrary(name: "CGMP", pkgConfig: "gmp", providers: [.apt(["libgmp-dev"])]),
        // Reference computations written independently of ZipZap's fast paths; shares none of their code.
        .target(name: "ZipZapOracle", dependencies: ["CGMP"]),
        // Seeded generators, shrinking and exhaustive loops for property tests and fuzz targets; no dependencies.
        .target(name: "PropertyTesting"),
        // Fuzz targets' logic: input decoding and invariant checks, shared by Fuzz/ and the corpus replay tests. The
        // `field` target's inputs are the vector model's fields and inputs.
        .target(name: "ZipZapFuzzTargets", dependencies: ["ZipZap", "ZipZapVectors", "ZipZapOracle", "PropertyTesting"]),
        // Writes Corpus/: seeds from the conformance vectors and the merged packs unpacked (neither in git), dictionaries
        // from the AI and identifier tables.
        .executableTarget(
            name: "zipzap-fuzz-corpus", dependencies: ["ZipZapFuzzTargets", "ZipZapConformance", "ZipZapDifferentialFuzzing", "CommandLineOptions"]
        ),
        // Mutation testing of the reference (Docs/mutation.md): schemata, one build, `verify` per mutant.
        .target(name: "ZipZapMutation"),
        .executableTarget(name: "zipzap-mutate", dependencies: ["ZipZapMutation", "CommandLineOptions"]),
        .testTarget(name: "ZipZapMutationTests", dependencies: ["ZipZapMutation"]),
        .testTarget(name: "ZipZapTests", dependencies: ["ZipZap", "ZipZapConformance", "PropertyTesting"]),
        .testTarget(
            name: "ZipZapConformanceTests",
            dependencies: ["ZipZap", "ZipZapConformance", "ZipZapGeneration", "ZipZapDifferentialFuzzing"],
            // Adapters the runner tests start as child processes, read from the source tree.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ZipZapPropertyTests",
            dependencies: ["ZipZap", "ZipZapOracle", "PropertyTesting", "ZipZapConformance", "ZipZapGeneration"]
        ),
        .testTarget(name: "ZipZapFuzzTests", dependencies: ["ZipZapFuzzTargets", "ZipZapConformance", "ZipZapDifferentialFuzzing"]),
        // The in-process Swift API as a ZipZapKit test target adopts it (Docs/swift-in-process.md): the reference over
        // every vector, one Swift Testing case per vector id.
        .testTarget(name: "ZipZapInProcessExampleTests", dependencies: ["ZipZapConformance"]),
    ],
    swiftLanguageModes: [.v6]
)
