import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one check every command makes on its outputs before it reads or writes anything, so
/// that no output destroys what it names (Docs/Security.md, "Outputs"):
///
/// - a file output that names a folder, and a folder output that names a file, are refused;
/// - no output is one of the command's inputs, nor inside an input folder, through symbolic
///   links, hard links (device and inode) and relative paths (`realpath`) alike;
/// - no two outputs are one file;
/// - `-` is standard output where the output can go there (a PNG's `-o`), refused elsewhere.
///
/// Every refusal is a usage error (exit 2), and nothing has been touched.
enum OutputCheck {
  /// What a command writes, and under which option.
  struct Output {
    let option: String
    let path: String
    let isFolder: Bool
    /// Whether `-` means standard output here (a PNG's `-o`).
    var takesStandardOutput = false

    /// A file the command writes; with `standardOutput`, `-` writes it to standard output.
    static func file(_ option: String, _ path: String, standardOutput: Bool = false) -> Output {
      Output(option: option, path: path, isFolder: false, takesStandardOutput: standardOutput)
    }
    /// A folder the command writes into (made when missing).
    static func folder(_ option: String, _ path: String) -> Output {
      Output(option: option, path: path, isFolder: true)
    }
  }

  /// Throws a usage error when an output in `outputs` breaks a rule above. `inputs` are the
  /// files read and `inputFolders` the folders read, each with its role ("the scene",
  /// "EXPECTED_DIR").
  static func check(
    _ outputs: [Output], inputs: [(role: String, path: String)], inputFolders: [(role: String, path: String)] = [],
    command: String
  ) throws(CommandLineError) {
    var seen: [(option: String, location: String, identity: FileIdentity?)] = []
    for output in outputs {
      let shown = "\(command): \(output.option) \(UserText.shown(output.path))"
      // `-` is standard output where the command can write there (a PNG's `-o`); elsewhere it
      // would be a file named `-`, which no user means.
      if output.path == "-" {
        guard output.takesStandardOutput else {
          throw .usage("\(shown): this output cannot go to standard output; give a file name (nothing was written)")
        }
        continue
      }
      switch (PathKind(path: output.path), output.isFolder) {
      case (.folder, false): throw .usage("\(shown) is a folder; expected a file name (nothing was written)")
      case (.regularFile, true), (.other, true):
        throw .usage("\(shown) is a file; expected a folder (nothing was written)")
      default: break
      }
      let location = PathKind.location(output.path)
      let identity = FileIdentity(output.path)
      for input in inputs
      where location == PathKind.location(input.path) || (identity != nil && identity == FileIdentity(input.path)) {
        throw .usage("\(shown) is \(input.role); refusing to overwrite it")
      }
      for input in inputFolders {
        let folder = PathKind.location(input.path)
        if PathKind.location(location, isInside: folder) {
          throw .usage("\(shown) is inside \(input.role) (\(UserText.shown(folder))); refusing to write into an input")
        }
      }
      if let other = seen.first(where: { $0.location == location || (identity != nil && $0.identity == identity) }) {
        throw .usage("\(shown) is also \(other.option); refusing to write one file twice")
      }
      seen.append((output.option, location, identity))
    }
  }
}
