/// One of `count` reproducible parts of a run (`--shard K/N`): the mutants whose number is K modulo N (numbers count
/// from 1). Every part builds the same schemata and numbers the mutants alike, so the parts hold each mutant exactly
/// once, and neighbouring mutants (often one site's, alike in cost) go to different parts, which keeps them even.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1 through `count`.
    public let index: Int
    public let count: Int

    public static let whole = Shard(checkedIndex: 1, count: 1)

    private init(checkedIndex: Int, count: Int) {
        index = checkedIndex
        self.count = count
    }

    /// `K/N` with 1 ≤ K ≤ N.
    public init(parsing text: String) throws(MutationError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw MutationError("--shard: '\(text)' is not K/N with 1 ≤ K ≤ N")
        }
        self.init(checkedIndex: index, count: count)
    }

    public func holds(_ mutantNumber: Int) -> Bool { (mutantNumber - 1) % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}
