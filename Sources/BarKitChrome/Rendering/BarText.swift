import BarKitRaster
import BarKitScene
import BarKitText

/// How one bar sets its strings, in either look: the family ``Scene/fontFamily(of:)`` resolves
/// for it (bar, else scene, else the look's own face) and the title attributes its bar button
/// items inherit (the appearance proxy). Every font a painter draws passes through
/// ``font(_:)``, so a family reaches every string: titles, prompts, items, back titles, tab
/// titles, segments, the search field, the status bar.
struct BarText: Sendable {
  /// The family, or `nil` for the look's own face.
  var family: String?
  /// The bar's `itemTitleTextAttributes`.
  var itemAttributes: TitleTextAttributes?

  /// The look's own faces.
  init() {}

  /// The text of `bar` in `scene`; the status bar, which has no bar properties, passes `nil`.
  init(_ scene: Scene, bar: BarProperties?) {
    family = scene.fontFamily(of: bar)
    itemAttributes = bar?.itemTitleTextAttributes
  }

  /// `base`, a look's font for some string, in the bar's family.
  func font(_ base: FontDescriptor) -> FontDescriptor {
    guard let family else { return base }
    var font = base
    font.family = family
    return font
  }

  /// The attributes an item's title is drawn with in its state: the item's own, else the bar's
  /// (``TitleTextAttributes/resolved(item:bar:enabled:)``). The back title and the search
  /// bar's Cancel, which have no item of their own, pass `nil` and `enabled: true`.
  func itemAttributes(_ item: BarButtonItem?, enabled: Bool = true) -> TextAttributes? {
    TitleTextAttributes.resolved(item: item?.titleTextAttributes, bar: itemAttributes, enabled: enabled)
  }

  /// `base` in the bar's family, then `attributes` over it (an item's or a title's).
  func font(_ base: FontDescriptor, _ attributes: TextAttributes?) -> FontDescriptor {
    font(base).applying(attributes)
  }

  /// A tab bar item's title in its state, in the look's `font` and `color` unless the item's
  /// title text attributes, else the tab bar's, say otherwise
  /// (``TitleTextAttributes/resolved(item:bar:enabled:selected:)``).
  func tabTitle(
    _ title: String, of item: TabBarItem, selected: Bool, font base: FontDescriptor, color: RGBA8, maxWidth: Double
  ) -> TextLine {
    let attributes = TitleTextAttributes.resolved(
      item: item.titleTextAttributes, bar: itemAttributes, enabled: item.enabled, selected: selected)
    var style = TextStyle(font: font(base, attributes), color: attributes?.color ?? color)
    style.shadow = attributes?.shadow.map { TextShadow($0) }
    return TextLine(title, style: style, maxWidth: maxWidth)
  }
}
