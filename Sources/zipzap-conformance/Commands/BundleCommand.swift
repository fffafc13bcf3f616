#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineOptions
import ZipZapConformance

/// `zipzap-conformance bundle --out FILE`: this executable with the suite appended (SuiteArchive), one file that runs
/// the suite from any folder. Made from a static release build, it needs nothing but the Linux C library
/// (Docs/install.md).
enum BundleCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance bundle",
        about: [
            "writes a copy of this executable with the suite (the vector files and SPEC.md) inside: the copy runs the",
            "suite from any folder, with nothing beside it. Bundle a static release build (see Docs/install.md):",
            "  swift build -c release --static-swift-stdlib --product zipzap-conformance",
            "  .build/release/zipzap-conformance bundle --out zipzap-conformance-linux",
        ],
        options: [.required("--out", "FILE", help: "the copy to write")] + SuiteLocation.options)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let location = try SuiteLocation(arguments)
        guard let out = try arguments.path("--out") else { throw UsageError("--out FILE is required") }
        try location.requireVectors()
        do {
            let files = try location.embedded ?? suiteFiles(location)
            let program = SuiteArchive.withoutArchive(try FileSystem.read("/proc/self/exe"))
            let bundled = program + SuiteArchive.pack(files)
            try FileSystem.writeAtomically(bundled, to: out)
            guard chmod(out, 0o755) == 0 else {
                printError("zipzap-conformance bundle: \(out): cannot be made executable")
                return 2
            }
            let suiteBytes = files.values.reduce(0) { $0 + $1.count }
            let vectorFiles = files.keys.count { $0.hasPrefix(SuiteLocation.embeddedVectorFolder) }
            print("bundle: \(vectorFiles) vector files and SPEC.md (\(suiteBytes) bytes) appended to this executable (\(program.count) bytes): \(out)")
            return 0
        } catch {
            printError("zipzap-conformance bundle: \(error)")
            return 2
        }
    }

    /// The vector files (manifest included) and SPEC.md, by their names in the archive.
    private static func suiteFiles(_ location: SuiteLocation) throws(FileSystem.Error) -> [String: [UInt8]] {
        var files = ["SPEC.md": try FileSystem.read(location.spec)]
        for name in try FileSystem.list(location.vectors) where name.hasSuffix(".json") {
            files[SuiteLocation.embeddedVectorFolder + name] = try FileSystem.read(FileSystem.join(location.vectors, name))
        }
        return files
    }
}
