import Foundation
import ZipZapMutation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("zipzap-mutate: \(message)\n".utf8))
    exit(2)
}

func log(_ message: String) { FileHandle.standardError.write(Data((message + "\n").utf8)) }

/// `--package DIR` as an absolute path.
func packageRoot(_ package: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    if (package as NSString).standardizingPath == "." { return current }
    return (package as NSString).isAbsolutePath ? package : current + "/" + package
}

/// The sites of `Sources/ZipZap`, or of the `only` folders of it.
func findSites(_ workspace: Workspace, only: [String]) -> [MutationSite] {
    do {
        var sites: [MutationSite] = []
        for file in try workspace.mutatedFiles() {
            let folder = String(file.dropFirst(Workspace.mutatedFolder.count + 1))
            guard only.isEmpty || only.contains(where: { folder.hasPrefix($0 + "/") }) else { continue }
            sites += SiteFinder(file: file, source: try workspace.read(file)).sites()
        }
        return sites
    } catch {
        fail("cannot read \(Workspace.mutatedFolder): \(error)")
    }
}

/// Prints the report, writes `--report DIR`, and exits 1 when the score is below the minimum.
func publish(_ report: MutationReport, shard: Shard, mutantCount: Int, directory: String?, minimumScore: Double?) -> Never {
    print(report.text(), terminator: "")
    if let directory {
        do { try ReportDirectory.write(report, shard: shard, mutantCount: mutantCount, to: directory) } catch {
            fail("cannot write the report to \(directory): \(error)")
        }
    }
    if let minimumScore, report.total.score * 100 < minimumScore {
        log("zipzap-mutate: score \(MutationReport.percent(report.total.score)) is below the minimum \(minimumScore)%")
        exit(1)
    }
    exit(0)
}
