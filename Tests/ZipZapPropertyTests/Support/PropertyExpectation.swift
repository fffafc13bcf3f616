import PropertyTesting
import Testing

/// Records a property failure (with its counterexample and replay seed) as a test issue at the caller.
func expectNoFailure(_ failure: PropertyFailure?, sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure {
        Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
    }
}
