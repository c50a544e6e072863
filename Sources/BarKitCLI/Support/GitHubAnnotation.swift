import BarKitReport

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// GitHub Actions workflow commands (`--annotations github`): one `::error file=…,title=…::…`
/// line per failure, which the runner shows on the run and beside the file in a pull request.
///
/// Escaping follows the runner's own (GitHub's toolkit, `@actions/core` `command.ts`): in the
/// message, `%`, CR and LF become `%25`, `%0D`, `%0A`; in a property, `:` and `,` also become
/// `%3A`, `%2C`, since they end a property. Other control characters become `%XX` too (their
/// UTF-8 bytes: NEL U+0085 is `%C2%85`), and so do the line and paragraph separators and the
/// bidirectional controls that reorder what a reader sees (`Unicode.Scalar.isDisplayControl`), so a
/// file name can neither drive the terminal of whoever reads the log nor disguise itself.
enum GitHubAnnotation {
  /// The line for a failure in `file`, at `line` when known.
  static func error(file: String, line: Int? = nil, title: String, message: String) -> String {
    "::error file=\(escaped(file, property: true))\(line.map { ",line=\($0)" } ?? ""),"
      + "title=\(escaped(title, property: true))::\(escaped(message, property: false))"
  }

  /// `path` relative to the current folder when inside it: GitHub places an annotation by its
  /// path in the repository, and a workflow's steps run at the repository's root.
  static func repositoryPath(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath
    let prefix = here.hasSuffix("/") ? here : here + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  static func escaped(_ text: String, property: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      case _ where scalar.isDisplayControl:
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          out += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
