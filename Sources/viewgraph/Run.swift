import ArgumentParser
import Foundation
import ViewGraph

// swift-argument-parser's property wrapper, not the program model's call `Argument` the façade re-exports.
import struct ArgumentParser.Argument

extension ViewGraphCommand {
  /// `viewgraph run FILE.swift…`: runs a program's top-level code in the engine, as
  /// `swift FILE.swift` would, with no SwiftUI needed.
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "run",
      abstract: "Run a program's top-level code: what it prints on stdout, a runtime error on stderr.",
      discussion: """
        The files' top-level statements run in the order the files are given, as a main.swift's do; \
        their variables are globals the program's functions and types see. What 'print' writes goes \
        to standard output. A runtime error ('fatalError', a failed 'precondition', an uncaught \
        error, a budget spent) stops the program and is shown in the compiler's form on standard \
        error with exit status 2, as is a program that cannot be read. Use it to check that \
        ViewGraph understands a model's code before its views use it.
        """)

    @Argument(
      help: "Swift files or folders whose top-level code runs, in order.", completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @OptionGroup(title: "Budgets") var budgets: LimitOptions

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder") }
    }

    func run() throws {
      let program: Program
      do {
        program = try Program.load(paths: paths, limits: budgets.limits, runsTopLevelCode: true)
      } catch {
        throw inputError(error)
      }
      let renderer = DiagnosticRenderer(sources: program.sources, colorize: Terminal.colorsStandardError)
      for warning in program.warnings { printError(renderer.render(warning)) }
      let failure = program.runTopLevelCode { text in
        FileHandle.standardOutput.write(Data(text.utf8))
      }
      if let failure { throw inputError(failure) }
    }
  }
}
