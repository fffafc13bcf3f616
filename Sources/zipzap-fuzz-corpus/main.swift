import CommandLineOptions
import Foundation
import ZipZapConformance
import ZipZapDifferentialFuzzing
import ZipZapFuzzTargets

let declaration = CommandDeclaration(
    "zipzap-fuzz-corpus",
    about: [
        "without --check or --pack, writes what a campaign reads: Corpus/seeds/TARGET/ derived from the conformance vectors and",
        "Corpus/merged/TARGET/ unpacked from Corpus/merged/TARGET.hex (both ignored by git), and the committed generated files",
        "Corpus/NAME.dict (from the AI table and the symbology identifiers) and Corpus/TARGET.options",
    ],
    positionals: [PositionalDeclaration("PACKAGE_ROOT", help: "the checkout whose Corpus/ and Conformance/vectors are used (default .)")],
    options: [
        .flag("--check", help: "write nothing; fail when a committed generated file differs from the generator or a pack is malformed"),
        .flag("--pack", help: "write Corpus/merged/TARGET.hex from the files of each Corpus/merged/TARGET/ folder (after a campaign)"),
    ])

let arguments = declaration.parsedOrExit(CommandLine.arguments.dropFirst().map { Array($0.utf8) })
if arguments.flag("--check") && arguments.flag("--pack") { declaration.exitWithUsageError(UsageError("give --check or --pack, not both")) }
let mode = arguments.flag("--check") ? "--check" : arguments.flag("--pack") ? "--pack" : nil
let rootArgument = arguments.positionals.first.map { String(decoding: $0, as: UTF8.self) }
if rootArgument == "" { declaration.exitWithUsageError(UsageError("PACKAGE_ROOT is empty; give a folder, or none for the current one")) }
let root = rootArgument ?? "."
let corpus = root + "/Corpus"

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("zipzap-fuzz-corpus: error: \(message)\n".utf8))
    exit(status)
}

/// The committed files the generator writes: one dictionary per distinct content, one options file per target.
func generatedFiles() -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for target in FuzzTarget.allCases {
        let dictionary = FuzzDictionary.name(for: target) + ".dict"
        files[dictionary] = Array(FuzzDictionary.text(for: target).utf8)
        files["\(target.rawValue).options"] = Array(
            "[libfuzzer]\nmax_len = \(target.maximumLength)\ndict = \(dictionary)\n".utf8)
    }
    return files
}

func packPath(_ target: FuzzTarget) -> String { "\(corpus)/merged/\(target.rawValue).hex" }

func packedInputs(_ target: FuzzTarget) -> [[UInt8]] {
    let path = packPath(target)
    guard FileSystem.exists(path) else { return [] }
    do {
        return try CorpusPack.inputs(in: try FileSystem.read(path))
    } catch {
        fail("\(path): \(error)")
    }
}

/// Makes a folder hold exactly these files, named as given, touching only the files that differ (these folders are
/// derived working copies, so a plain write is enough).
func writeFolder(_ folder: String, _ files: [(name: String, bytes: [UInt8])]) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let wanted = Set(files.map(\.name))
    for name in (try? FileSystem.list(folder)) ?? [] where !wanted.contains(name) { try FileSystem.remove(folder + "/" + name) }
    for file in files where (try? FileSystem.read(folder + "/" + file.name)) != file.bytes {
        guard FileManager.default.createFile(atPath: folder + "/" + file.name, contents: Data(file.bytes)) else {
            fail("\(folder)/\(file.name): cannot be written")
        }
    }
}

let generated = generatedFiles()
let staleGenerated = ((try? FileSystem.list(corpus)) ?? [])
    .filter { ($0.hasSuffix(".dict") || $0.hasSuffix(".options")) && generated[$0] == nil }
let differing = generated.keys.sorted().filter { (try? FileSystem.read(corpus + "/" + $0)) != generated[$0] }

switch mode {
case "--check":
    for name in staleGenerated { print("not generated: Corpus/\(name)") }
    for name in differing { print("differs from the generator: Corpus/\(name)") }
    let packed = FuzzTarget.allCases.map { packedInputs($0).count }.reduce(0, +)
    guard staleGenerated.isEmpty, differing.isEmpty else { fail("Corpus/ is out of date; run: swift run zipzap-fuzz-corpus") }
    print("Corpus/ is up to date: \(generated.count) generated files; \(packed) inputs in the merged packs")
case "--pack":
    do {
        for target in FuzzTarget.allCases {
            let folder = "\(corpus)/merged/\(target.rawValue)"
            guard let names = try? FileSystem.list(folder) else { continue }
            let inputs = try names.map { try FileSystem.read(folder + "/" + $0) }
            try FileSystem.writeAtomically(CorpusPack.text(of: inputs), to: packPath(target))
            print("Corpus/merged/\(target.rawValue).hex: \(Set(inputs.filter { !$0.isEmpty }).count) inputs")
        }
    } catch {
        fail("\(error)")
    }
default:
    let suite = SuiteLoader.load(folder: root + "/Conformance/vectors", knownClauses: nil)
    guard suite.problems.isEmpty, !suite.files.isEmpty else {
        fail("cannot read the vectors under \(root)/Conformance/vectors: \(suite.problems.map(\.description))", status: 2)
    }
    do {
        for name in staleGenerated { try FileSystem.remove(corpus + "/" + name) }
        for name in differing { try FileSystem.writeAtomically(generated[name]!, to: corpus + "/" + name) }
        var seedCount = 0, mergedCount = 0
        for target in FuzzTarget.allCases {
            let seeds = CorpusSeeds.seeds(for: target, vectors: suite.vectors.map(\.vector))
            try writeFolder("\(corpus)/seeds/\(target.rawValue)", seeds.map { ($0.name, $0.bytes) })
            let merged = packedInputs(target)
            try writeFolder("\(corpus)/merged/\(target.rawValue)", merged.map { (String(SHA256.hexDigest($0).prefix(40)), $0) })
            seedCount += seeds.count
            mergedCount += merged.count
        }
        print("wrote \(differing.count) and removed \(staleGenerated.count) generated files; \(seedCount) seeds under "
            + "Corpus/seeds and \(mergedCount) merged inputs under Corpus/merged, for \(FuzzTarget.allCases.count) targets")
    } catch {
        fail("\(error)")
    }
}
