#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every executable does with a command line it cannot run: the help on `--help` (exit 0), a usage error with
/// the help on standard error (exit 2).
extension CommandDeclaration {
    /// The arguments parsed, for a command whose only standalone answer is its help.
    public func parsedOrExit(_ arguments: [[UInt8]]) -> ParsedArguments {
        do throws(UsageError) {
            switch try parse(arguments) {
            case .arguments(let parsed): return parsed
            case .help, .standalone:
                print(help)
                exit(0)
            }
        } catch {
            exitWithUsageError(error)
        }
    }

    /// Prints the command, what is wrong and the help on standard error; exit status 2.
    public func exitWithUsageError(_ error: UsageError) -> Never {
        var text = errorLine(error) + "\n" + help + "\n"
        text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
        exit(2)
    }
}
