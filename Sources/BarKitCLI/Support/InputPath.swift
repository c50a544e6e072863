import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks on input paths that the libraries cannot make, because they only see the path after
/// the command line was decoded.
enum InputPath {
  /// Why `path` is not the `expected` kind of input ("folder", "file or folder"): missing, or
  /// what it is instead, so `/dev/zero` given for a folder is not called missing.
  static func mismatch(_ path: String, expected: String) -> String {
    switch PathKind(path: path) {
    case nil: "no such \(expected)"
    case .regularFile: "a file, not a \(expected)"
    case .folder: "a folder, not a \(expected)"
    case .other: "a device, pipe or socket, not a \(expected)"
    }
  }

  /// Throws when `path` names no file and holds U+FFFD: the shell passed a name that is not
  /// valid UTF-8, which Swift's command-line decoding replaced, so the file may well exist
  /// under its real bytes. Saying only "no such file" would be false.
  static func check(_ path: String, command: String) throws(CommandLineError) {
    guard path.unicodeScalars.contains("\u{FFFD}"), !FileManager.default.fileExists(atPath: path) else { return }
    throw .badInput(
      "\(command): \(UserText.shown(path)): cannot open: the name given is not valid UTF-8, and barkit reads file "
        + "names as UTF-8 (rename the file, or pass a link to it with a UTF-8 name)")
  }
}
