import Foundation
import Synchronization
import ZipZapConformance

/// A fuzz campaign: cases 0, 1, 2 ... sent to `jobs` implementations in parallel, each disagreement shrunk, the
/// distinct shrunk vectors kept (SPEC C-13).
public enum FuzzCampaign {
    public struct Options: Sendable {
        public var seed: UInt64
        /// Stop after this many cases; nil: run until `seconds` have passed.
        public var cases: Int?
        public var seconds: Double
        public var jobs: Int
        public var areas: [FuzzArea]
        /// Stop once this many distinct findings are made; nil: never early.
        public var maximumFindings: Int?
        /// Requests spent on shrinking one disagreement at most, and seconds (a hanging adapter costs its timeout
        /// for every request that still hangs).
        public var shrinkBudget = 5_000
        public var shrinkSeconds = 20.0

        public init(seed: UInt64, cases: Int? = nil, seconds: Double = 10, jobs: Int = 1, areas: [FuzzArea] = FuzzArea.allCases) {
            self.seed = seed
            self.cases = cases
            self.seconds = seconds
            self.jobs = jobs
            self.areas = areas
        }
    }

    /// What a campaign has done so far, for the progress line.
    public struct Progress: Sendable {
        public var cases = 0
        /// Cases no draw made runnable with the implementation's capabilities.
        public var unrunnable = 0
        public var disagreements = 0
        public var distinct = 0
        public var seconds = 0.0
        /// The index of the first case that disagreed.
        public var firstDisagreement: Int?
    }

    public struct Report: Sendable {
        public var implementation = ""
        public var progress = Progress()
        /// One per distinct shrunk vector, by the case that found it first.
        public var findings: [FuzzFinding] = []
        public var areas: [FuzzArea] = []
        public var harnessError: String?

        public var exitCode: Int32 { harnessError != nil ? 2 : findings.isEmpty ? 0 : 1 }
    }

    /// `found` is called with each finding as soon as it is the first of its vector (or replaces one found by a
    /// later case), so a long campaign's findings are out before it ends.
    public static func run(
        _ options: Options, progress report: @escaping @Sendable (Progress) -> Void = { _ in },
        found: @escaping @Sendable (FuzzFinding) -> Void = { _ in },
        makeImplementation: @escaping @Sendable () throws(HarnessError) -> any ImplementationUnderTest
    ) -> Report {
        let start = Date()
        var result = Report()
        let first: any ImplementationUnderTest
        do { first = try makeImplementation() } catch {
            result.harnessError = error.message
            return result
        }
        result.implementation = (first.name + " " + first.version).trimmingCharacters(in: .whitespaces)
        let generator = FuzzGenerator(seed: options.seed, scope: FuzzScope(areas: options.areas, capabilities: first.capabilities))
        result.areas = generator.scope.areas
        let state = Mutex(State())
        let firstBox = Mutex<(any ImplementationUnderTest)?>(first)
        let implementationName = result.implementation
        DispatchQueue.concurrentPerform(iterations: max(1, options.jobs)) { _ in
            let implementation: any ImplementationUnderTest
            if let reused = firstBox.withLock({ box in defer { box = nil }; return box }) {
                implementation = reused
            } else {
                do throws(HarnessError) { implementation = try makeImplementation() } catch {
                    state.withLock { $0.harnessError = $0.harnessError ?? error.message }
                    return
                }
            }
            defer { implementation.shutdown() }
            let worker = FuzzWorker(
                generator: generator, implementation: implementation, options: options, implementationName: implementationName,
                campaignEnd: options.cases == nil ? start.addingTimeInterval(options.seconds) : nil)
            while let index = state.withLock({ $0.take(options, elapsed: Date().timeIntervalSince(start)) }) {
                do throws(HarnessError) {
                    let outcome = try worker.run(index)
                    let (snapshot, representative) = state.withLock { $0.record(index, outcome, elapsed: Date().timeIntervalSince(start)) }
                    if let representative { found(representative) }
                    if let snapshot { report(snapshot) }
                } catch {
                    state.withLock { $0.harnessError = $0.harnessError ?? error.message }
                }
            }
        }
        let final = state.withLock { $0 }
        result.progress = final.progress
        result.progress.seconds = Date().timeIntervalSince(start)
        result.findings = final.findings.values.sorted { $0.caseIndex < $1.caseIndex }
        result.progress.distinct = result.findings.count
        result.harnessError = final.harnessError
        return result
    }

    /// The campaign's shared state: the next case, the counts, the distinct findings.
    private struct State {
        var next = 0
        var progress = Progress()
        var findings: [String: FuzzFinding] = [:]
        var harnessError: String?
        var lastReport = 0.0

        mutating func take(_ options: Options, elapsed: Double) -> Int? {
            guard harnessError == nil, Interruption.signal == nil, options.maximumFindings.map({ findings.count < $0 }) ?? true else { return nil }
            if let cases = options.cases { guard next < cases else { return nil } } else if elapsed >= options.seconds { return nil }
            defer { next += 1 }
            return next
        }

        /// Counts the outcome; a snapshot of the progress once a second, and the finding when it now represents its
        /// vector.
        mutating func record(_ index: Int, _ outcome: FuzzWorker.Outcome, elapsed: Double) -> (Progress?, FuzzFinding?) {
            progress.cases += 1
            var representative: FuzzFinding?
            switch outcome {
            case .agreed: break
            case .unrunnable: progress.unrunnable += 1
            case .disagreed(let finding):
                progress.disagreements += 1
                progress.firstDisagreement = min(progress.firstDisagreement ?? index, index)
                if findings[finding.vector.id].map({ $0.caseIndex > index }) ?? true {
                    findings[finding.vector.id] = finding
                    representative = finding
                }
                progress.distinct = findings.count
            }
            guard elapsed - lastReport >= 1 else { return (nil, representative) }
            lastReport = elapsed
            progress.seconds = elapsed
            return (progress, representative)
        }
    }
}
