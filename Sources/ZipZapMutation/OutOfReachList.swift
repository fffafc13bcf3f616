import Foundation

/// The functions of `Sources/ZipZap` that no vector can reach, with the reason (`Docs/coverage-unreached.tsv`, kept by
/// `Fuzz/coverage vectors`, which fails on an unreached function without a reason): library API the pipeline never
/// calls, words for people. A mutant there that the coverage pre-pass also finds unreached is **out of reach**: no
/// vector could ever kill it, so it is reported apart and left out of the score, like an equivalent mutant. A mutant
/// of such a function that some vector does reach is scored as usual.
public struct OutOfReachList {
    public struct Entry: Equatable {
        /// The file as `MutationSite.file` names it (`Sources/ZipZap/...`).
        public let file: String
        /// The enclosing declarations as `MutationSite.function` names them (`UPCE.compress`).
        public let function: String
        public let reason: String
    }

    public private(set) var entries: [Entry] = []
    public private(set) var problems: [String] = []

    /// `text` has one function a line: file under `Sources/ZipZap`, tab, the function as `swift demangle --simplified`
    /// names it, tab, reason; `#` starts a comment line.
    public init(_ text: String, file: String) {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty, !fields[2].isEmpty,
                  let function = Self.declarationPath(demangled: fields[1]) else {
                problems.append("\(file):\(number + 1): expected a file, a tab, a demangled function, a tab and a reason")
                continue
            }
            entries.append(Entry(file: Workspace.mutatedFolder + "/" + fields[0], function: function, reason: fields[2]))
        }
    }

    /// The reason no vector can reach the site's function, nil when it is not listed. Nested functions and
    /// closures belong to the function listed around them.
    public func reason(for site: MutationSite) -> String? {
        entries.first { $0.file == site.file && (site.function == $0.function || site.function.hasPrefix($0.function + ".")) }?
            .reason
    }

    /// `zeros #1 (_:) in static UPCE.compress(_:)` → `UPCE.compress.zeros`; `BarcodeTypeSet.members.getter` →
    /// `BarcodeTypeSet.members`; `static GS1.parse<A>(_:form:options:)` → `GS1.parse`; closures add no name.
    static func declarationPath(demangled: String) -> String? {
        var names: [String] = []
        for part in demangled.components(separatedBy: " in ").reversed() {
            var name = Substring(part)
            if name.hasPrefix("static ") { name = name.dropFirst("static ".count) }
            if name.hasPrefix("closure #") || name.hasPrefix("implicit closure #") { continue }
            if let cut = name.firstIndex(where: { $0 == "(" || $0 == " " }) { name = name[..<cut] }
            // Generic parameters (`parse<A>`), not an operator named `<`.
            let last = name.lastIndex(of: ".").map { name.index(after: $0) } ?? name.startIndex
            if let generic = name[last...].dropFirst().firstIndex(of: "<") { name = name[..<generic] }
            for accessor in [".getter", ".setter", ".modify", ".didset", ".willset"] where name.hasSuffix(accessor) {
                name = name.dropLast(accessor.count)
            }
            guard !name.isEmpty else { return nil }
            names.append(String(name))
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}
