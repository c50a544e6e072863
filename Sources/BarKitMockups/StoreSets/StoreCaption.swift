import BarKitRaster
import BarKitScene
import BarKitTypography

/// A store image's caption as a manifest gives it: a title (and optional subtitle) above or
/// below the device, in a colour and weight, with `**bold**` runs, sized to fit the image's
/// width between a largest and a smallest size.
public struct StoreCaption: Sendable {
  /// Where the caption sits.
  public enum Position: String, CaseIterable, Hashable, Sendable {
    case above
    case below
  }

  /// The title, with `"@key"` strings looked up per locale (BatchLocale) and `**bold**` runs.
  public var title: String
  /// A smaller second line (or lines), or `nil`.
  public var subtitle: String?
  public var position: Position = .above
  public var color: RGBA8 = .white
  /// The subtitle's colour; by default the title's at 80 % opacity.
  public var subtitleColor: RGBA8?
  /// The font family, or an `"@key"` string of the locales naming it; by default the locale's
  /// `fontFamily`, else the system font.
  public var fontFamily: String?
  /// The weight of text outside `**…**`.
  public var weight: FontWeight = .regular
  /// The weight of text inside `**…**`.
  public var boldWeight: FontWeight = .bold
  /// The title's largest size as a fraction of the image's width (0.075: 93 px on a 1242-pixel image).
  public var maximumSize: Double = 0.075
  /// The title's smallest size, the same way: lines too wide at it are broken, and a word
  /// too wide on a line of its own is refused.
  public var minimumSize: Double = 0.04

  static let keys = [
    "title", "subtitle", "position", "color", "subtitleColor", "fontFamily", "weight", "boldWeight", "maximumSize",
    "minimumSize",
  ]

  init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    title = try o.required("title")
    subtitle = try o.decode("subtitle")
    for (key, text) in [("title", title), ("subtitle", subtitle)] {
      if let text, !text.hasPrefix("@"), CaptionRuns(parsing: text) == nil {
        throw o[key]!.mismatch("text whose every ** is closed")
      }
    }
    position = try o.decode("position") ?? .above
    color = try o.decode("color") ?? .white
    subtitleColor = try o.decode("subtitleColor")
    // An "@key" family is a locale's string, checked once looked up (StoreSet.captionBlock).
    if let node = o["fontFamily"] {
      let family = try node.string()
      fontFamily = family.hasPrefix("@") ? family : try node.fontFamily()
    }
    weight = try o.decode("weight") ?? .regular
    boldWeight = try o.decode("boldWeight") ?? .bold
    if let n = o["maximumSize"] { maximumSize = try n.number(in: 0.01...0.3) }
    if let n = o["minimumSize"] { minimumSize = try n.number(in: 0.01...0.3) }
    if minimumSize > maximumSize {
      throw o["minimumSize"]!.mismatch("at most maximumSize (\(JSONNode.format(maximumSize)))")
    }
  }
}

extension StoreCaption.Position: SceneEnum {}
