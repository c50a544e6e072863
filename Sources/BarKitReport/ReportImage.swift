import BarKitFiles
import BarKitPNG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One image of a failure on a report page: its PNG bytes, or the artifact file that holds
/// them. Failures read from an artifacts folder name their files, so listing them reads only
/// the small records: a page that links its images (one written inside its artifacts folder,
/// which BarKitTesting rewrites as a run goes) never reads a pixel, and a page that inlines
/// them reads each file once, as it writes it.
public enum ReportImage: Sendable, Hashable {
  /// The image's PNG bytes.
  case png(Data)
  /// A regular file holding the image, read without following links (the folder may be a
  /// downloaded CI artifact) and up to the PNG file limit when a page inlines it.
  case file(String)

  /// The file's path, for an image held in a file.
  public var path: String? {
    if case .file(let path) = self { path } else { nil }
  }

  /// The PNG bytes, reading the file if need be; `nil` when it cannot be read now (gone,
  /// replaced by a link, grown past the limit).
  var data: Data? {
    switch self {
    case .png(let data): data
    case .file(let path):
      try? InputFile.read(
        URL(fileURLWithPath: path), maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount, followingLinks: false)
    }
  }
}
