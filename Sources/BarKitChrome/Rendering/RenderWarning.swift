import BarKitJSON
import BarKitScene

/// Something a render did that a designer should know about but that is not an error: a
/// screenshot blown up or cut (Docs/Mockups.md, "Warnings"). `barkit render` prints it on
/// standard error and exits 0, or 3 with `--strict`.
public struct RenderWarning: Hashable, Sendable, CustomStringConvertible {
  /// Where in the scene the cause is.
  public let path: JSONPath
  /// What happened, one line.
  public let message: String

  /// Creates a warning.
  public init(path: JSONPath, _ message: String) {
    self.path = path
    self.message = message
  }

  /// `content.image: upscaled 1.94× …`.
  public var description: String { "\(path): \(message)" }
}
