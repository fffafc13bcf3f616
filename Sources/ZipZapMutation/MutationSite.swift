/// The classic operators of issue 19, by the kind of code they change.
public enum MutationOperator: String, CaseIterable, Sendable, Comparable {
    /// `<` `<=` `>` `>=`: the boundary neighbour (`<` → `<=`) and the negation (`<` → `>=`).
    case relational
    /// `==` ↔ `!=`.
    case equality
    /// `&&` ↔ `||`.
    case logical
    /// `..<` ↔ `...` (the upper bound moves by one).
    case range
    /// `true` ↔ `false`.
    case boolean
    /// An integer literal plus one and minus one (`0` only plus one).
    case integer
    /// A prefix `!` dropped.
    case negation
    /// A subscript index plus one and minus one.
    case index
    /// An `if`/`guard` condition clause forced true and forced false; a `while` condition forced false.
    case condition
    /// A `return` without value, a `continue` or a `break` removed.
    case jump

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How a site is rewritten in the schema: which bytes of the original file change.
public enum SiteShape: Equatable, Sendable {
    /// An operator token (`start..<end`) replaced by its own generated operator.
    case binaryOperator(start: Int, end: Int)
    case prefixNot(start: Int, end: Int)
    case integerLiteral(start: Int, end: Int, value: Int)
    case booleanLiteral(start: Int, end: Int, value: Bool)
    /// A condition clause `start..<end`, wrapped in a call; `forcedTrue` false for `while` (it would never end).
    case condition(start: Int, end: Int, forcedTrue: Bool)
    /// A jump statement `start..<end`, made conditional.
    case jump(start: Int, end: Int)
    /// The expression inside a subscript's brackets.
    case index(start: Int, end: Int)
}

/// One place in one file where mutants are made; each variant is one mutant.
public struct MutationSite: Equatable, Sendable {
    /// The file, relative to the package root (`Sources/ZipZap/Input/Camera/CameraModel.swift`).
    public let file: String
    public let line: Int
    public let column: Int
    public let mutationOperator: MutationOperator
    public let shape: SiteShape
    /// The original token or construct (`<`, `5`, `true`, the condition's text).
    public let original: String
    /// What each mutant puts in its place, as source text (`<=`, `6`, `false`, `true`, `(removed)`).
    public let variants: [String]
    /// A token of context each side of the original (`index ` and ` count`), as a reader sees it.
    public let before: String
    public let after: String
    /// The enclosing declarations (`CameraModel.look`), or `(top level)`.
    public let function: String
    /// The same with each function's parameter types (`CodeSet.contains(String)`, `Signature`): what tells
    /// overloads apart. Not part of the key, which stays as it was when a parameter's type changes.
    public let signature: String
    /// How many earlier sites of this file share function, operator and context (0 for the first).
    public var occurrence = 0

    /// The site in its context (`index < count`).
    public var context: String { before + original + after }

    /// `file|function|context|#occurrence`: stays the same when unrelated code moves the site to another line.
    public var key: String { "\(file)|\(function)|\(context)|#\(occurrence)" }

    /// The folder under `Sources/ZipZap` (`Input/Camera`), `(root)` for files directly in it.
    public var folder: String {
        var parts = file.split(separator: "/").map(String.init)
        if parts.count >= 2, parts[0] == "Sources" { parts.removeFirst(2) }
        parts.removeLast()
        return parts.isEmpty ? "(root)" : parts.joined(separator: "/")
    }

    /// The key of one of this site's mutants: the site's key and the variant's replacement.
    public func key(_ variant: Int) -> String { key + "|" + variants[variant] }

    /// The change a variant makes, as a reader sees it (`index < count → index <= count`).
    public func change(_ variant: Int) -> String { context + " → " + before + variants[variant] + after }
}

/// One mutant: a site and one of its variants, numbered from 1 across a whole run (0 is the original program).
public struct Mutant: Equatable, Sendable {
    public let number: Int
    public let site: MutationSite
    public let variant: Int

    public var key: String { site.key(variant) }
    public var change: String { site.change(variant) }
}
