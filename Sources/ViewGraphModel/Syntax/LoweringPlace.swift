import SwiftIfConfig
import SwiftOperators
import SwiftSyntax

/// Where the lowering stands in the sources: the file whose tree is lowered, the offset in it of a
/// tree that stands apart from it (a prelude body or member block parsed late, an operator
/// sequence of the prelude folded late), the build configuration its `#if`s are read with, and
/// whether the code is a scenario's. It gives every location the lowering reports, and parses the
/// prelude's held-back text (`PreludeBodies`) when it is first lowered. One per `Lowerer`, shared
/// by its parts.
final class LoweringPlace {
  /// The files being lowered.
  let sources: SourceFiles
  /// The index in `sources` of the file whose tree is being lowered.
  var file = 0
  /// The offset in the file of the tree being lowered: 0, or inside a tree of the prelude's parsed
  /// or folded apart from its file (`withFolded`, `withWholeBody`), where that tree starts.
  var positionShift = 0
  /// Whether the code being lowered is a scenario's (`#scenario`, a snippet run against a launch):
  /// what ViewGraph cannot run is an error there, and the scenario words are names.
  var inScenario = false
  /// The platform `#if` clauses are chosen for.
  var buildConfiguration = AppBuildConfiguration()

  /// The place at the start of `sources`.
  init(sources: SourceFiles) {
    self.sources = sources
  }

  /// Whether the file being lowered is the prelude's (or a package's ViewGraph models).
  var inPrelude: Bool { sources.files[file].origin == .prelude }

  /// Where `node`, of the tree being lowered, is in its file.
  func location(_ node: some SyntaxProtocol) -> SourceLocation {
    sources.location(of: node, in: file, shift: positionShift)
  }

  /// The active clause of an `#if`, chosen for the build configuration (SwiftIfConfig); nil when
  /// none is active.
  func activeElements(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
    ifConfig.activeClause(in: buildConfiguration).clause?.elements
  }

  /// `body` of `expression`, with an operator sequence of the prelude's folded first (the prelude
  /// is parsed without folding, `Prelude.trees`): the folded tree stands apart from its file, so
  /// while `body` runs, locations are shifted to where the sequence starts. A program's files are
  /// folded when parsed, with its own operators; its expressions are given as they are.
  func withFolded<T>(_ expression: ExprSyntax, _ body: (ExprSyntax) -> T) -> T {
    guard let sequence = expression.as(SequenceExprSyntax.self), inPrelude,
      let folded = try? OperatorTable.standardOperators.foldSingle(sequence)
    else { return body(expression) }
    return shifted(to: positionShift + sequence.position.utf8Offset) { body(folded) }
  }

  /// `work` on the whole `body` of a function or initializer: a prelude body the prelude was
  /// parsed without (`PreludeBodies`) is parsed now, and while `work` runs, locations are shifted
  /// to where its `{` is in the file.
  func withWholeBody<T>(_ body: CodeBlockSyntax, _ work: (CodeBlockSyntax) -> T) -> T {
    let brace = positionShift + body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    guard let whole = sources.files[file].bodies?.parsedBody(at: brace) else { return work(body) }
    return shifted(to: brace) { work(whole) }
  }

  /// `work` on the whole member block `members` belong to: a prelude type's block the prelude
  /// was parsed without (`PreludeBodies`) is parsed now, and while `work` runs, locations are
  /// shifted to where its `{` is in the file.
  func withWholeMembers(_ members: MemberBlockItemListSyntax, _ work: (MemberBlockItemListSyntax) -> Void) {
    guard let block = members.parent?.as(MemberBlockSyntax.self) else { return work(members) }
    let brace = positionShift + block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    guard let whole = sources.files[file].bodies?.parsedMemberBlock(at: brace) else { return work(members) }
    shifted(to: brace) { work(whole.members) }
  }

  /// `work` with locations counted from `shift` in the file: for a tree that stands apart from it
  /// (a sequence folded late, a body or member block parsed late).
  private func shifted<T>(to shift: Int, _ work: () -> T) -> T {
    let saved = positionShift
    positionShift = shift
    defer { positionShift = saved }
    return work()
  }
}
