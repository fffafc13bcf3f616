#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineOptions
import ZipZap
import ZipZapConformance

/// `zipzap-conformance field [FIELD OPTIONS] --source SOURCE --events FILE`: runs an event script through one
/// source model and prints its trace, one event a line (`TraceText`; the script syntax is `EventScript`'s).
///
/// Exit status (Docs/event-scripts.md): 0 when the run's last write, reject or ignore is a write; 1 otherwise (including a
/// run that wrote nothing); 2 for bad usage or a bad script line, reported as `FILE:LINE: what is wrong`.
enum FieldEventsCommand {
    /// The `--source` and `--events` options as given.
    struct Request {
        var source: String?
        var file: String?

        /// The source and file, or nil when neither option was given.
        func validated() throws(UsageError) -> (source: EventSource, file: String)? {
            switch (source, file) {
            case (nil, nil): return nil
            case (let name?, let file?):
                guard let source = EventSource(rawValue: name) else {
                    throw UsageError("unknown source '\(name)'; sources: \(EventSource.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return (source, file)
            case (nil, _): throw UsageError("--events needs --source")
            case (_, nil): throw UsageError("--source needs --events FILE (- for stdin)")
            }
        }
    }

    /// Runs the script as it is read, printing each trace event as it happens; a bad script line is a usage error
    /// naming file and line (the trace before it has been printed).
    static func run(field: ScanField, source: EventSource, file: String) throws(UsageError) -> Int32 {
        let descriptor = file == "-" ? 0 : open(file, O_RDONLY)
        guard descriptor >= 0 else { throw UsageError("cannot open \(file): \(String(cString: strerror(errno)))") }
        defer { if descriptor != 0 { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR { throw UsageError("\(file) is a directory, not an event script") }
        var lines = InputLines(descriptor: descriptor)
        var stream = EventScriptStream(source: source, field: field)
        var number = 0
        do throws(EventScriptError) {
            while let line = lines.next() {
                number += 1
                for event in try stream.feed(line[...], number: number) { print(TraceText.line(event)) }
            }
            _ = try stream.finish()
        } catch {
            throw UsageError("\(file == "-" ? "<stdin>" : file):\(error.line): \(error.message)")
        }
        return stream.lastOutcomeIsWrite ? 0 : 1
    }
}
