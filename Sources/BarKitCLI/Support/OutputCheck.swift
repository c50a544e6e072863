import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Refuses an output that is one of the command's inputs, so `render same.json -o same.json`
/// or `compare ref.png act.png --diff ref.png` cannot destroy what it reads. Files are compared
/// by device and inode, so a symbolic or hard link to an input is caught too.
enum OutputCheck {
  /// Throws a usage error (exit 2) when an output in `outputs` is the same file as an input
  /// in `inputs` (each a role, such as "the scene", and a path), or as another output.
  static func refuseOverwriting(
    _ outputs: [(option: String, path: String)], inputs: [(role: String, path: String)], command: String
  ) throws(CommandLineError) {
    let known = inputs.compactMap { input in FileIdentity(input.path).map { (input.role, $0) } }
    var seen: [(String, FileIdentity)] = []
    for output in outputs {
      guard let identity = FileIdentity(output.path) else { continue }
      if let clash = known.first(where: { $0.1 == identity }) ?? seen.first(where: { $0.1 == identity }) {
        throw .usage(
          "\(command): \(output.option) \(UserText.shown(output.path)) is \(clash.0); refusing to overwrite it")
      }
      seen.append(("also \(output.option)", identity))
    }
  }
}
