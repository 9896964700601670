import ArgumentParser
import Foundation
import ViewGraph
import ViewGraphExport

/// `viewgraph test --record`: the update-set lines the scenarios measure, written into their files.
struct UpdateSetRecorder {
  /// The programs to record, as the run that follows will load them.
  var runner: ScenarioRunner

  /// `--record` (issue 40): runs every program's scenarios, writes the update-set lines they
  /// measured into their files in place — every file checked before any is written, so a refusal
  /// writes nothing — and shows each line as a diff; `viewgraph test` then runs the scenarios from
  /// the files as written. A program that does not load is left to that run to report.
  func record(_ mode: RecordMode) throws {
    let colors = runner.text ? Terminal.colorsStandardOutput : Terminal.colorsStandardError
    var recordings: [(sources: SourceFiles, recording: UpdateSetRecording)] = []
    for programPaths in try runner.programList() {
      guard let program = try? runner.loading.load(programPaths, limits: runner.budgets.limits) else { continue }
      recordings.append((program.sources, program.recordScenarios(matching: runner.filter, mode: mode)))
    }
    for (sources, recording) in recordings {
      for file in recording.files {
        do {
          try file.check()
        } catch {
          printError(DiagnosticRenderer(sources: sources, colorize: Terminal.colorsStandardError).render(error))
          throw ExitCode(2)
        }
      }
    }
    var report = ""
    var lineCount = 0
    var fileCount = 0
    for (sources, recording) in recordings {
      let renderer = DiagnosticRenderer(sources: sources, colorize: Terminal.colorsStandardError)
      for note in recording.notRecorded { printError(renderer.render(note)) }
      for file in recording.files {
        do {
          try file.write()
        } catch {
          printError(renderer.render(error))
          throw ExitCode(2)
        }
        fileCount += 1
        lineCount += file.lines.count
        for line in file.lines {
          report +=
            "\(ViewGraphMessage.shown(file.path)):\(line.line):\(line.column): recorded in '\(line.scenario)'\n"
          if let old = line.old { report += "  " + Terminal.red("− \(old)", colors) + "\n" }
          report += "  " + Terminal.green("+ \(line.new)", colors) + "\n"
        }
      }
    }
    // A program that did not load is said by the run that follows, not as "nothing to record".
    guard !recordings.isEmpty else { return }
    report +=
      lineCount == 0
      ? "nothing to record: every step has its update-set lines\n\n"
      : "recorded \(lineCount) line\(lineCount == 1 ? "" : "s") into \(fileCount) file\(fileCount == 1 ? "" : "s"); running the scenarios as written now\n\n"
    if runner.text { try writeStandardOutput(report) } else { printError(report) }
  }

}
