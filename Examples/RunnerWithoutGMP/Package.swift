// swift-tools-version:6.0
import PackageDescription

// A package as an implementer writes one: it depends on the runner's library product alone. `.ci/runner-without-gmp`
// builds and runs it with GMP hidden, proving the runner needs no libgmp-dev.
let package = Package(
    name: "RunnerWithoutGMP",
    dependencies: [.package(name: "ZipZapConformance", path: "../..")],
    targets: [
        .executableTarget(
            name: "run-reference", dependencies: [.product(name: "ZipZapConformance", package: "ZipZapConformance")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
