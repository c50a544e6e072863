import BarKitJSON
import BarKitRaster
import BarKitTypography

/// How a title is drawn (UIKit's `titleTextAttributes`: foreground color, font and shadow).
/// `nil` fields keep the bar's default (17 pt medium, black or white by bar style).
public struct TextAttributes: Hashable, Sendable {
  /// The text color (`NSForegroundColorAttributeName`).
  public var color: RGBA8?
  /// A font family name, found with fontconfig.
  public var fontFamily: String?
  /// The size in points.
  public var fontSize: Double?
  /// The weight of the font.
  public var fontWeight: FontWeight?
  /// A shadow under the text (`NSShadowAttributeName`).
  public var shadow: Shadow?

  /// Attributes with every default.
  public init() {}
}

/// A text shadow (UIKit's `NSShadow`).
public struct Shadow: Hashable, Sendable {
  /// The shadow's color (`shadowColor`).
  public var color = RGBA8(r: 0, g: 0, b: 0, a: 85)
  /// The offset in points, `width` right and `height` down (`shadowOffset`).
  public var offsetWidth = 0.0
  /// The vertical offset in points, down positive.
  public var offsetHeight = -3.0
  /// The blur radius in points; 0 is a sharp shadow.
  public var blurRadius = 0.0

  /// A shadow with `NSShadow`'s defaults: black at one third alpha, offset (0, -3), no blur.
  public init() {}
}

extension TextAttributes: SceneCodable {
  static let keys = ["color", "fontFamily", "fontSize", "fontWeight", "shadow"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self = try TextAttributes(fontOf: o)
    try o.update(&color, "color")
    try o.update(&shadow, "shadow")
  }

  /// Reads the font keys (`fontFamily`, `fontSize`, `fontWeight`) of an object that has them:
  /// text attributes, a label.
  init(fontOf o: SceneObject) throws(SceneError) {
    self.init()
    fontFamily = try Self.fontFamily(o)
    try o.update(&fontSize, "fontSize", in: 1...200)
    try o.update(&fontWeight, "fontWeight")
  }

  /// The family name `key` of `o`, if present: a non-empty string naming an installed family
  /// (fontconfig matches any name, so an empty or misspelt one would silently give the default
  /// face; ``JSONNode/fontFamily()``).
  static func fontFamily(_ o: SceneObject, _ key: String = "fontFamily") throws(SceneError) -> String? {
    try o[key]?.fontFamily()
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("color", color)
    addFont(to: &b)
    b.add("shadow", shadow)
    return b.json
  }

  /// Writes the font keys, as ``init(fontOf:)`` reads them.
  func addFont(to b: inout SceneObjectBuilder) {
    b.add("fontFamily", fontFamily)
    b.add("fontSize", fontSize)
    b.add("fontWeight", fontWeight)
  }
}

extension Shadow: SceneCodable {
  static let keys = ["color", "offset", "blurRadius"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    try o.update(&color, "color")
    if let offset = o["offset"] {
      let v = try offset.numbers(count: 2, expected: "[width, height] in points")
      guard v.allSatisfy({ abs($0) <= 100 }) else {
        throw offset.mismatch("[width, height] in points, each in -100...100")
      }
      offsetWidth = v[0]
      offsetHeight = v[1]
    }
    try o.update(&blurRadius, "blurRadius", in: 0...100)
  }

  package var sceneJSON: JSONValue {
    let d = Shadow()
    var b = SceneObjectBuilder()
    b.add("color", color, default: d.color)
    b.add("offset", [offsetWidth, offsetHeight], default: [d.offsetWidth, d.offsetHeight])
    b.add("blurRadius", blurRadius, default: d.blurRadius)
    return b.json
  }
}
