import ArgumentParser
import Foundation
import ViewGraph

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ViewGraphCommand {
  /// `viewgraph mcp`: a Model Context Protocol server on stdio. The server is `viewgraph-mcp`,
  /// built and installed beside `viewgraph`, which this command becomes (`execv`): apart, so that
  /// every other command starts without loading the MCP SDK's networking libraries (issue 20).
  struct MCPServer: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "mcp",
      abstract: "Answer coding agents: a Model Context Protocol server on stdin and stdout.",
      discussion: """
        Tools: load, explain_change, run_scenarios, why, summary, render; resource: \
        viewgraph://docs/update-model. Each call runs this viewgraph as a child process with the \
        command line's budgets, so no input can stop the server. An agent host starts it as: \
        viewgraph mcp. The server is the program viewgraph-mcp beside viewgraph (Scripts/install.sh \
        installs both; in a checkout: swift build --product viewgraph-mcp).
        """)

    @Option(help: ArgumentHelp("Seconds one tool call may take before its work is ended.", valueName: "seconds"))
    var callSeconds: Double = 120

    func validate() throws {
      // A day at most: a deadline further off than the clock can count would stop the server.
      if !(callSeconds > 0 && callSeconds <= 86_400) {
        throw ValidationError("--call-seconds must be more than 0 and at most 86400 (a day)")
      }
    }

    func run() throws {
      let server = Self.server
      guard FileManager.default.isExecutableFile(atPath: server.path) else {
        printCommandError(
          "the MCP server '\(server.path)' is not there: build it with 'swift build --product viewgraph-mcp' (Scripts/install.sh installs it beside viewgraph)"
        )
        throw ExitCode(2)
      }
      let arguments = [server.path, "--call-seconds", "\(callSeconds)"]
      var argv = arguments.map { strdup($0) } + [nil]
      execv(server.path, &argv)
      printCommandError("cannot start the MCP server '\(server.path)': \(String(cString: strerror(errno)))")
      throw ExitCode(2)
    }

    /// `viewgraph-mcp`, beside this executable.
    static var server: URL { ViewGraphVersion.programBesideThisOne("viewgraph-mcp") }
  }
}
