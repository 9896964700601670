// Writes issue 38's workload as a ViewGraph program, as `cells.py N K DIR` does:
//
//   wide-cells N K DIR    -> DIR/wide_N.swift
import Foundation
import WideCells

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, let count = Int(arguments[arguments.startIndex]), let changes = Int(arguments[arguments.startIndex + 1]),
  count > 0, changes >= 0
else {
  FileHandle.standardError.write(Data("usage: wide-cells N K DIR\n".utf8))
  exit(2)
}
let folder = URL(fileURLWithPath: arguments[arguments.startIndex + 2])
let file = folder.appendingPathComponent("wide_\(count).swift")
do {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try Data(WideCells(count: count, changes: changes).source.utf8).write(to: file)
  print(file.path)
} catch {
  FileHandle.standardError.write(Data("wide-cells: \(error)\n".utf8))
  exit(1)
}
