// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ZipZapConformance",
    products: [
        .library(name: "ZipZap", targets: ["ZipZap"]),
        .library(name: "ZipZapConformance", targets: ["ZipZapConformance"]),
        .executable(name: "zipzap-conformance", targets: ["zipzap-conformance"]),
    ],
    targets: [
        // The reference implementation: pure Swift, no Foundation.
        .target(name: "ZipZap"),
        // Vectors, adapter protocol, runner, reports, export.
        .target(name: "ZipZapConformance", dependencies: ["ZipZap"]),
        .executableTarget(name: "zipzap-conformance", dependencies: ["ZipZap", "ZipZapConformance"]),
        .testTarget(name: "ZipZapTests", dependencies: ["ZipZap", "ZipZapConformance"]),
        .testTarget(name: "ZipZapConformanceTests", dependencies: ["ZipZap", "ZipZapConformance"]),
    ],
    swiftLanguageModes: [.v6]
)
