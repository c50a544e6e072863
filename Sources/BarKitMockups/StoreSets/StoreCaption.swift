import BarKitJSON
import BarKitRaster
import BarKitScene
import BarKitText
import BarKitTypography

/// A store image's caption as a manifest gives it: a title (and optional subtitle) above or
/// below the device, in a colour and weight, with `**bold**` runs, sized to fit the image's
/// width between a largest and a smallest size, in a band of one height for the whole set.
public struct StoreCaption: Sendable {
  /// Where the caption sits.
  public enum Position: String, CaseIterable, Hashable, Sendable {
    case above
    case below
  }

  /// The text every screen shows unless its entry gives its own (`entries[i].caption`).
  public var text: StoreCaptionText?
  public var position: Position = .above
  public var color: RGBA8 = .white
  /// The subtitle's colour; by default the title's at 80 % opacity.
  public var subtitleColor: RGBA8?
  /// The font family, or an `"@key"` string of the locales naming it; by default the locale's
  /// `fontFamily`, else the system font.
  public var fontFamily: String?
  /// Families by locale identifier, from `"fontFamily": {"ja": "…"}`: a locale named here
  /// gets its family; the others get the locale's `fontFamily`, else the system font.
  public var fontFamilies: [String: String] = [:]
  /// The colour of `**bold**` runs (frameit's `keyword` colour); by default the title's.
  public var boldColor: RGBA8?
  /// Extra space between the lines of the title or subtitle, a multiple of its size (0: the
  /// face's own line height, at least 1.18 × the size).
  public var lineSpacing: Double = 0
  /// How high the caption's band is: the tallest caption of the set, so the device stands at
  /// the same size and place on every screen and locale (`set`), or each image's own (`image`).
  public var band: Band = .set

  /// How the caption's band is sized.
  public enum Band: String, CaseIterable, Hashable, Sendable {
    /// As high as the tallest caption of the set at the output size: the device holds still.
    case set
    /// As high as this image's caption: the device is as large as each image allows.
    case image
  }
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
    "minimumSize", "boldColor", "lineSpacing", "band",
  ]

  /// A caption in the default style with no text of its own: every entry gives its own.
  init() {}

  init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    text = try StoreCaptionText(o, at: node.path)
    position = try o.decode("position") ?? .above
    color = try o.decode("color") ?? .white
    subtitleColor = try o.decode("subtitleColor")
    // An "@key" family is a locale's string, checked once looked up (StoreSet.captionBlock);
    // any other family is checked against the installed fonts here.
    if let f = o["fontFamily"] {
      func family(_ node: JSONNode) throws(SceneError) -> String {
        let name = try node.string()
        return name.hasPrefix("@") ? name : try node.fontFamily()
      }
      if case .object(let members) = f.value {
        for m in members {
          fontFamilies[m.key] = try family(
            JSONNode(value: m.value, path: f.path.appending(key: m.key), context: f.context))
        }
      } else {
        fontFamily = try family(f)
      }
    }
    boldColor = try o.decode("boldColor")
    if let n = o["lineSpacing"] { lineSpacing = try n.number(in: -0.3...2) }
    band = try o.decode("band") ?? .set
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
extension StoreCaption.Band: SceneEnum {}

extension StoreCaption {
  /// The family for `locale`: the caption's for that locale, its one family, the locale's
  /// `fontFamily`, else the system font.
  func family(for locale: BatchLocale?) -> String {
    locale.flatMap { fontFamilies[$0.identifier] } ?? fontFamily ?? locale?.fontFamily
      ?? FontDescriptor.defaultFamily
  }
}

/// What a caption says: a title and an optional subtitle, each text or an `"@key"` string looked
/// up per locale (BatchLocale), with `**bold**` runs and `\n` line breaks.
public struct StoreCaptionText: Sendable {
  public var title: String
  /// A smaller second line (or lines), or `nil`.
  public var subtitle: String?
  /// Where it is written in the manifest (`entries[1].caption`), for errors; `nil`: the store
  /// set's caption.
  var path: JSONPath?

  public init(title: String, subtitle: String? = nil) {
    self.title = title
    self.subtitle = subtitle
  }

  /// The `title` and `subtitle` of `o`, or `nil` when it has no title and `requiresTitle` is false.
  init?(_ o: SceneObject, at path: JSONPath, requiresTitle: Bool = false) throws(SceneError) {
    self.path = path
    guard requiresTitle || o["title"] != nil else {
      if let s = o["subtitle"] { throw s.mismatch("a subtitle under a \"title\"") }
      return nil
    }
    title = try o.required("title")
    subtitle = try o.decode("subtitle")
    for (key, text) in [("title", title), ("subtitle", subtitle)] {
      if let text, !text.hasPrefix("@"), CaptionRuns(parsing: text) == nil {
        throw o[key]!.mismatch("text whose every ** is closed")
      }
    }
  }
}
