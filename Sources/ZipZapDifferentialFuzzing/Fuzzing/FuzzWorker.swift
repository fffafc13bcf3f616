import Foundation
import ZipZapConformance

/// One job of a campaign: generates a case, compares the implementation's answer with the reference's, and shrinks
/// a disagreement against the same implementation.
struct FuzzWorker {
    enum Outcome: Sendable {
        case agreed
        case unrunnable
        case disagreed(FuzzFinding)
    }

    let generator: FuzzGenerator
    let implementation: any ImplementationUnderTest
    let options: FuzzCampaign.Options
    let implementationName: String
    /// When a campaign bounded by time ends: shrinking stops there with what it has.
    let campaignEnd: Date?

    func run(_ index: Int) throws(HarnessError) -> Outcome {
        guard let (fuzzCase, vector) = generator.fuzzCase(index) else { return .unrunnable }
        guard try FuzzOracle.disagreement(vector, implementation) != nil else { return .agreed }
        var harnessError: HarnessError?
        var spent = 0
        let shrinkEnd = Date().addingTimeInterval(options.shrinkSeconds)
        let deadline = campaignEnd.map { min($0, shrinkEnd) } ?? shrinkEnd
        let (shrunk, steps) = FuzzShrinker.shrink(fuzzCase) { candidate in
            let candidateVector = candidate.vector(id: vector.id)
            guard harnessError == nil, Interruption.signal == nil, spent < options.shrinkBudget, Date() < deadline,
                  implementation.capabilities.missing(for: candidateVector).isEmpty
            else { return false }
            spent += 1
            do throws(HarnessError) { return try FuzzOracle.disagreement(candidateVector, implementation) != nil } catch {
                harnessError = error
                return false
            }
        }
        if let harnessError { throw harnessError }
        // A case still shrinking when the campaign is interrupted is not written half-shrunk.
        if Interruption.signal != nil { throw Interruption.stop }
        // The shrunk case disagreed when it was tried; ask once more for the message its vector reports.
        guard let difference = try FuzzOracle.disagreement(shrunk.vector(id: vector.id), implementation) else { return .agreed }
        return .disagreed(FuzzFinding(
            caseIndex: index, shrunk: shrunk, difference: difference, shrinkSteps: steps, seed: options.seed,
            implementation: implementationName))
    }
}
