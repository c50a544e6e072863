import BarKit
import Foundation

/// What made a golden: the renderer's version and, for images with text, the faces it drew
/// with. BarKitTesting writes it into the goldens it records as a PNG text entry
/// (`iTXt` keyword `BarKit`, lines `renderer=…` and `face=…`), and a failure against a golden
/// made by another version or face says so first, since that is the usual cause. Goldens
/// without the entry (recorded before it existed, or by another tool) compare as before.
public struct GoldenProvenance: Sendable, Hashable {
  /// The PNG text keyword.
  public static let keyword = "BarKit"

  /// The BarKit version that rendered the golden.
  public var renderer: String
  /// The faces text was drawn with (``FontLibrary/typefaceReport``), `nil` for images without text.
  public var face: String?

  /// Creates a provenance.
  public init(renderer: String = BarKitVersion.current, face: String? = nil) {
    self.renderer = renderer
    self.face = face
  }

  /// The text entry.
  public var pngText: PNGText {
    PNGText(keyword: Self.keyword, text: "renderer=\(renderer)" + (face.map { "\nface=\($0)" } ?? ""))!
  }

  /// The provenance in a PNG file's text entries, `nil` when it has none.
  public init?(png: Data) {
    guard let entry = PNGText.entries(inPNG: png).first(where: { $0.keyword == Self.keyword }) else { return nil }
    var fields: [String: String] = [:]
    for line in entry.text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      fields[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    guard let renderer = fields["renderer"] else { return nil }
    self.init(renderer: renderer, face: fields["face"])
  }

  /// The sentence a failure starts with when `self` (the golden's) differs from `current`
  /// (this run's); `nil` when they agree. A face is compared only when both name one.
  func difference(from current: GoldenProvenance) -> String? {
    var parts: [String] = []
    if renderer != current.renderer {
      parts.append("was rendered by BarKit \(renderer), this run by BarKit \(current.renderer)")
    }
    if let face, let now = current.face, face != now {
      parts.append("was drawn with \(face), this run with \(now)")
    }
    guard !parts.isEmpty else { return nil }
    return "The golden " + parts.joined(separator: " and ")
      + ": that is the likely cause. If the new image is right, record it again (\(RecordMode.environmentVariable)=failed)."
  }
}
