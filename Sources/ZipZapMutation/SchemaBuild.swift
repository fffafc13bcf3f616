import Foundation

/// Writes the schemata into the workspace and builds `zipzap-conformance` in release mode, without the commands no
/// mutant runs (`ZIPZAP_MUTANT_BUILD`, Package.swift); sites the compiler refuses in their context are dropped (from
/// the errors' file, line and column) and the build repeated.
public struct SchemaBuild {
    public struct Dropped: Sendable {
        public let site: MutationSite
        /// The compiler's first error at the site.
        public let reason: String

        public init(site: MutationSite, reason: String) {
            self.site = site
            self.reason = reason
        }
    }

    public let workspace: Workspace
    public let sites: [MutationSite]
    public private(set) var active: [Bool]
    public private(set) var dropped: [Dropped] = []
    public private(set) var builds: [Double] = []
    /// Mutants of the last build written, in number order (number 1 first).
    public private(set) var mutants: [Mutant] = []
    private let log: (String) -> Void

    public init(workspace: Workspace, sites: [MutationSite], log: @escaping (String) -> Void) {
        self.workspace = workspace
        self.sites = sites
        active = Array(repeating: true, count: sites.count)
        self.log = log
    }

    public var binary: String { workspace.copy + "/.build/release/zipzap-conformance" }

    /// Builds until the build succeeds; throws when a failed build names no site it could drop.
    public mutating func build(maximumAttempts: Int = 8) throws {
        for attempt in 1...maximumAttempts {
            let spans = try writeSchemata()
            let started = Date()
            let (status, output) = try Self.runBuild(in: workspace.copy)
            builds.append(Date().timeIntervalSince(started))
            log("build \(attempt): \(status == 0 ? "ok" : "failed") in \(Int(builds.last!)) s, "
                + "\(active.filter { $0 }.count) sites, \(mutants.count) mutants")
            if status == 0 { return }
            let errors = CompilerError.parse(output, root: workspace.copy)
            var newlyDropped = 0
            for error in errors {
                for index in sitesAt(error, spans: spans) where active[index] {
                    active[index] = false
                    dropped.append(Dropped(site: sites[index], reason: error.message))
                    newlyDropped += 1
                }
            }
            log("  \(errors.count) errors, \(newlyDropped) sites dropped")
            if newlyDropped == 0 {
                throw MutationError("the mutated build failed with no site to drop:\n"
                    + output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20).joined(separator: "\n"))
            }
        }
        throw MutationError("the mutated build still fails after \(maximumAttempts) attempts")
    }

    /// Numbers the active sites' mutants from 1, rewrites every file and the prelude; returns each file's spans and
    /// the prelude's line of each site.
    private mutating func writeSchemata() throws -> Spans {
        var spans = Spans()
        var number = 1
        var byFile: [String: [(index: Int, site: MutationSite, base: Int)]] = [:]
        var declarations: [String] = []
        mutants = []
        for (index, site) in sites.enumerated() where active[index] {
            byFile[site.file, default: []].append((index, site, number))
            if let declaration = SchemaWriter.declaration(site, base: number) {
                declarations.append(declaration)
                spans.preludeLines[declarations.count + Self.preludeLineCount] = index
            }
            for variant in site.variants.indices { mutants.append(Mutant(number: number + variant, site: site, variant: variant)) }
            number += site.variants.count
        }
        try workspace.synchronize()
        for file in try workspace.mutatedFiles() {
            let rewritten = SchemaWriter.rewrite(try workspace.read(file), sites: byFile[file] ?? [])
            spans.files[file] = rewritten.spans
            try workspace.write(Data(rewritten.text), to: file)
        }
        let prelude = SchemaWriter.prelude(siteCount: number) + declarations.joined(separator: "\n") + "\n"
        try workspace.write(Data(prelude.utf8), to: Workspace.preludeFile)
        return spans
    }

    private static var preludeLineCount: Int {
        SchemaWriter.prelude(siteCount: 1).split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    struct Spans {
        var files: [String: [SchemaWriter.Span]] = [:]
        var preludeLines: [Int: Int] = [:]
    }

    /// The innermost site whose span holds the error; otherwise every site on the error's line.
    private func sitesAt(_ error: CompilerError, spans: Spans) -> [Int] {
        if error.file == Workspace.preludeFile { return spans.preludeLines[error.line].map { [$0] } ?? [] }
        guard let fileSpans = spans.files[error.file] else { return [] }
        let holding = fileSpans.filter { active[$0.site] && $0.contains(line: error.line, column: error.column) }
        func extent(_ span: SchemaWriter.Span) -> Int { (span.endLine - span.startLine) * 10_000 + span.endColumn - span.startColumn }
        if let innermost = holding.min(by: { extent($0) < extent($1) }) { return [innermost.site] }
        let onLine = fileSpans.filter { active[$0.site] && $0.startLine <= error.line && error.line <= $0.endLine }
        if !onLine.isEmpty { return onLine.map(\.site) }
        // Control-flow errors (a missing return, a property initialized twice) point below the jump or literal
        // that caused them: those sites in the lines above.
        return fileSpans.filter { span in
            guard active[span.site], span.startLine < error.line, error.line - span.startLine <= 40 else { return false }
            switch sites[span.site].mutationOperator {
            case .jump, .boolean, .condition: return true
            default: return false
            }
        }.map(\.site)
    }

    /// The compiler's flags for the mutated build. `-assert-config Debug` keeps the optimizer but turns the standard
    /// library's debug checks back on, above all the bounds check of an `UnsafeBufferPointer`'s subscript: a mutant
    /// that reads past a buffer's end traps (crashed, so killed) instead of reading whatever lies there.
    public static let flags = ["-disable-cmo", "-assert-config", "Debug"]

    static func runBuild(in directory: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", "release", "--product", "zipzap-conformance"] + flags.flatMap { ["-Xswiftc", $0] }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // zipzap-conformance without the generator and the fuzzer, which no mutant runs (Package.swift).
        process.environment = ProcessInfo.processInfo.environment.merging(["ZIPZAP_MUTANT_BUILD": "1"]) { _, new in new }
        let logPath = directory + "/../build.log"
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = String(decoding: FileManager.default.contents(atPath: logPath) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, output)
    }
}

/// `path:line:column: error: message` from the compiler's output, with the path made relative to the copy.
struct CompilerError: Equatable {
    let file: String
    let line: Int
    let column: Int
    let message: String

    static func parse(_ output: String, root: String) -> [CompilerError] {
        var seen = Set<String>()
        return output.split(separator: "\n").compactMap { line -> CompilerError? in
            guard let marker = line.range(of: ": error: ") else { return nil }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location.last!) else {
                return nil
            }
            var path = location.dropLast(2).joined(separator: ":")
            let resolvedRoot = (root as NSString).standardizingPath
            for prefix in [root + "/", resolvedRoot + "/"] where path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
            guard seen.insert("\(path):\(row):\(column)").inserted else { return nil }
            return CompilerError(file: path, line: row, column: column, message: String(line[marker.upperBound...]))
        }
    }
}

public struct MutationError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
