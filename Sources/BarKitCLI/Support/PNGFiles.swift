import BarKit
import Foundation

/// PNG input and output for the commands that read or write one, mapping failures to exit 3.
enum PNGFiles {
  /// Reads `path` as a premultiplied pixmap (straight-alpha PNG samples are premultiplied).
  static func read(_ path: String, command: String) throws(CommandLineError) -> Pixmap {
    do {
      return try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: path))
    } catch {
      throw .badInput("\(command): \(error)")
    }
  }

  /// Writes `pixmap` atomically to the `-o` file.
  static func write(
    _ pixmap: Pixmap, _ arguments: ParsedArguments, options: PNGEncodingOptions = .default
  ) throws(CommandLineError) {
    let url = try arguments.outputURL()
    do {
      try pixmap.writePNG(to: url, options: options)
    } catch {
      throw .badInput("\(arguments.command): \(error)")
    }
  }
}
