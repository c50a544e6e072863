#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A page written inside the artifacts folder it shows links its images by relative path
/// instead of inlining them: the folder is uploaded as one artifact anyway, and a run of many
/// failures then rewrites a page of kilobytes without reading an image, not one of megabytes.
extension GoldenReport {
  /// The folder whose images a page written at `page` links: its own folder when that is one
  /// of the `artifacts` folders shown, which then carries page and images together; `nil`
  /// (every image inlined) anywhere else, so a page written elsewhere is one file.
  public static func linkedFolder(forPageAt page: URL, artifacts: [URL]) -> URL? {
    let folder = page.deletingLastPathComponent().standardizedFileURL
    return artifacts.contains { $0.standardizedFileURL.path == folder.path } ? folder : nil
  }

  /// `path` relative to `folder`, percent-encoded as a URL path, when it lies inside it.
  package static func link(_ path: String, in folder: URL) -> String? {
    let base = folder.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    let target = URL(fileURLWithPath: path).standardizedFileURL.path
    guard target.hasPrefix(prefix), target.count > prefix.count else { return nil }
    return percentEncoded(String(target.dropFirst(prefix.count)))
  }

  /// Every byte but RFC 3986's unreserved characters and `/` as `%XX`, so a name with spaces,
  /// `#`, `?` or quotes is one path in the `src` attribute.
  private static func percentEncoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
