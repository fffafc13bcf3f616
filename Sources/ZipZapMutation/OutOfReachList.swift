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
        /// The function's full signature as `MutationSite.signature` gives it (`CodeSet.contains(String)`), nil for a
        /// closure (the source does not number closures, so such a line leaves no mutant out).
        public let signature: String?
        public let reason: String
    }

    public private(set) var entries: [Entry] = []
    public private(set) var problems: [String] = []

    /// `text` has one function a line: file under `Sources/ZipZap`, tab, the function's full name as
    /// `swift demangle --compact` gives it (not `--simplified`, which drops the parameter types and so merges
    /// overloads), tab, reason; `#` starts a comment line.
    public init(_ text: String, file: String) {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty, !fields[2].isEmpty else {
                problems.append("\(file):\(number + 1): expected a file, a tab, a demangled function, a tab and a reason")
                continue
            }
            let signature = Signature.fromDemangled(fields[1])
            if signature == nil, !fields[1].contains("closure #") {
                problems.append("\(file):\(number + 1): '\(fields[1])' is not a full demangled function name")
                continue
            }
            entries.append(Entry(file: Workspace.mutatedFolder + "/" + fields[0], signature: signature, reason: fields[2]))
        }
    }

    /// The reason no vector can reach the site's function, nil when it is not listed. Nested functions and
    /// closures belong to the function listed around them; an overload is another function.
    public func reason(for site: MutationSite) -> String? {
        entries.first { entry in
            guard entry.file == site.file, let signature = entry.signature else { return false }
            return site.signature == signature || site.signature.hasPrefix(signature + ".")
        }?.reason
    }
}
