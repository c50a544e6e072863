import BarKitGeometry
import BarKitJSON

/// How much of each side of a screenshot to cut away before it is placed (the scene's
/// `content.crop`), in the image file's pixels: a capture's own status bar, navigation bar or
/// tab bar, so the new bars do not show over old ones.
public struct CropInsets: Hashable, Sendable {
  /// Rows cut from the top.
  public var top: Int
  /// Columns cut from the left.
  public var left: Int
  /// Rows cut from the bottom.
  public var bottom: Int
  /// Columns cut from the right.
  public var right: Int

  /// Insets of `top`, `left`, `bottom` and `right` pixels (default none).
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// What is left of an image of `width` × `height` pixels, or `nil` when the insets leave nothing.
  public func remainder(ofWidth width: Int, height: Int) -> IntRect? {
    IntRect(x: left, y: top, width: width - left - right, height: height - top - bottom)
  }

  /// Why the insets leave nothing of a `width` × `height` image, for error messages.
  public func emptinessReason(width: Int, height: Int) -> String {
    "leaves nothing of the \(width)×\(height) image (left + right must be less than \(width), top + bottom less than \(height))"
  }

  /// The accepted range of an inset: up to a million pixels, as offsets are limited to ±1e6
  /// points (no PNG within the decoder's pixel limit is that large on both sides).
  static let limit = 0...1_000_000
}

extension CropInsets: SceneCodable {
  static let keys = ["top", "left", "bottom", "right"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    try o.update(&top, "top", in: Self.limit)
    try o.update(&left, "left", in: Self.limit)
    try o.update(&bottom, "bottom", in: Self.limit)
    try o.update(&right, "right", in: Self.limit)
  }

  package var sceneJSON: JSONValue { SceneObjectBuilder.insets(top: top, left: left, bottom: bottom, right: right) }
}
