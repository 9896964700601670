import Foundation
import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

extension Program {
  /// The programs of a folder of programs (`viewgraph test --each`, `Scenarios.load`): each
  /// `.swift` file directly in it, and each subfolder that holds Swift files, in name order. A
  /// link is followed only to a file or folder inside `folder`; what is skipped is a warning.
  public static func programs(eachIn folder: String) -> (paths: [String], warnings: [ViewGraphDiagnostic]) {
    var folders: [String] = []
    var walk = FolderWalk(root: folder)
    walk.maxDepth = 0
    walk.entering = { entry in
      folders.append(entry.path)
      return false
    }
    walk.wanting = { $0.name.hasSuffix(".swift") }
    let found = walk.walk()
    var warnings = found.warnings
    let programFolders = folders.filter { subfolder in
      // A subfolder is a program if it holds Swift files; an empty one is no program at all.
      var below = FolderWalk(root: subfolder)
      below.wanting = { $0.name.hasSuffix(".swift") }
      let inside = below.walk()
      warnings += inside.warnings
      return !inside.files.isEmpty
    }
    return ((found.files + programFolders).sorted(), warnings)
  }
}
