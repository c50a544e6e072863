import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// PNG input and output for the commands that read or write one, mapping failures to exit 3.
package enum PNGFiles {
  /// Reads `path` as a premultiplied pixmap (straight-alpha PNG samples are premultiplied).
  package static func read(_ path: String, command: String) throws(CommandLineError) -> Pixmap {
    try InputPath.check(path, command: command)
    do {
      return try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: path))
    } catch {
      throw .badInput("\(command): \(error)")
    }
  }

  /// The `-o` file, checked: `-` (standard output), a name ending in `.png`, or an existing
  /// file that is not a regular one (`/dev/null`, a FIFO), which is written as it is; never a
  /// folder.
  package static func output(_ arguments: ParsedArguments) throws(CommandLineError) -> String {
    let path = try arguments.required("--output")
    try OutputCheck.check([.file("-o", path, standardOutput: true)], inputs: [], command: arguments.command)
    guard path == "-" || path.lowercased().hasSuffix(".png") || isSpecialFile(path) else {
      throw .usage(
        "\(arguments.command): -o \(UserText.shown(path)): expected a file name ending in .png, or - for standard output"
      )
    }
    return path
  }

  /// Whether `path` exists and is neither a regular file nor a folder, or names a descriptor
  /// this process holds (`/dev/stdout`, whatever standard output is).
  package static func isSpecialFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG && info.st_mode & S_IFMT != S_IFDIR
      || AtomicFile.heldDescriptor(named: path) != nil
  }

  /// Writes `pixmap` to the `-o` file: atomically, or to standard output for `-`; refuses
  /// (exit 2) when the file is one of `inputs`. The files of `companions` (`render --elements`)
  /// go with it, all or none: checked as outputs too, staged, and put in place once the PNG is
  /// written.
  package static func write(
    _ pixmap: Pixmap, _ arguments: ParsedArguments, options: PNGEncodingOptions = .default,
    inputs: [(role: String, path: String)] = [], companions: [(option: String, path: String, data: Data)] = []
  ) throws(CommandLineError) {
    let path = try output(arguments)
    try OutputCheck.check(
      [.file("-o", path, standardOutput: true)] + companions.map { .file($0.option, $0.path) }, inputs: inputs,
      command: arguments.command)
    var files = StagedFiles()
    do {
      for companion in companions { try files.stage(companion.data, to: URL(fileURLWithPath: companion.path)) }
      if path == "-" {
        try StandardStream.output.write(try pixmap.pngData(options: options))
      } else if companions.isEmpty {
        try pixmap.writePNG(to: URL(fileURLWithPath: path), options: options)
      } else {
        try files.stage(try pixmap.pngData(options: options), to: URL(fileURLWithPath: path))
      }
      try files.commit()
    } catch let error as StandardStream.WriteError {
      files.discard()
      throw .badInput("\(arguments.command): \(error)")
    } catch {
      files.discard()
      throw .badInput("\(arguments.command): \(described(error, path: path))")
    }
  }

  /// The error's message, naming `path` when it does not already (an encoder error may name
  /// no file). A write error names its own file, which may be a companion (`--elements`).
  package static func described(_ error: any Error, path: String) -> String {
    if let error = error as? AtomicFile.WriteError { return error.description }
    let text = "\(error)"
    return text.contains(path) ? text : "\(path): cannot write: \(text)"
  }
}
