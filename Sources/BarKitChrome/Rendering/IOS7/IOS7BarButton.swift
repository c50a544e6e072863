import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// One bar button item, measured and ready to place: the box it occupies along the bar and
/// how to draw it.
///
/// Boxes follow what the captures measure: a text item's box is its advance (its margin is its
/// origin, 8 pt from the edge, measurements.md §5), an icon's box is its ink (16 pt from the
/// edge, §9), so the same margins reproduce both.
struct IOS7BarButton: BarButton {
  enum Kind {
    case text(TextLine)
    case icon(Icon, ink: Rect)
    case image(BarImage, asTemplate: Bool)
    /// A custom view's label: its own color, never dimmed.
    case label(TextLine)
    /// A custom view's activity indicator, in its own color, centred in its box.
    case spinner(ActivitySpinner, color: RGBA8)
    case flexibleSpace
    case fixedSpace
  }

  let kind: Kind
  /// The box width in points (item.width overrides the content's own width).
  let width: Double
  let color: RGBA8
  let elementLabel: String?

  /// Measures `item` for a bar of `appearance`: tinted with the bar's (or the item's) tint,
  /// dimmed when disabled, its title in the bar's family with its state's title text
  /// attributes (``BarText/itemAttributes(_:enabled:)``). Its text must fit the width limit at
  /// `scale` (``TextWidthCheck``); `path` is the item's JSON path, for the error.
  init(_ item: BarButtonItem, appearance: IOS7BarAppearance, images: ImageStore, scale: DisplayScale, path: String)
    throws(RenderError)
  {
    let base = item.tintColor ?? appearance.tint
    elementLabel = item.elementLabel
    let attributes = appearance.text.itemAttributes(item, enabled: item.enabled)
    let color =
      attributes?.color ?? (item.enabled ? base : IOS7BarButton.disabledColor(isBlackBar: appearance.isBlack))
    self.color = color
    func line(_ text: String, _ font: FontDescriptor) -> TextLine {
      var style = TextStyle(font: appearance.text.font(font, attributes), color: color)
      style.shadow = attributes?.shadow.map { TextShadow($0) }
      return TextLine(text, style: style)
    }
    switch item.content {
    case .title(let text):
      kind = .text(line(text, item.style == .done ? IOS7Typography.doneItem : IOS7Typography.item))
    case .systemItem(let system, let spelledOut):
      switch system.content {
      case .title(let title):
        // The item's style decides the weight: Done's own is done, and a scene may set another.
        let font = item.style == .done ? IOS7Typography.doneItem : IOS7Typography.item
        kind = .text(line(spelledOut ?? title.text, font))
      case .icon(let icon): kind = .icon(icon, ink: IconPaths.inkBounds(of: icon))
      case .space: kind = system == .flexibleSpace ? .flexibleSpace : .fixedSpace
      }
    case .image(let reference):
      let image = try images.image(reference)
      kind = .image(image, asTemplate: item.renderingMode != .alwaysOriginal)
    case .customView(.label(let label)):
      let font = appearance.text.font(IOS7Typography.item, label.font)
      kind = .label(IOS7Typography.line(label.text, font, label.textColor ?? appearance.textColor))
    case .customView(.image(let reference, let mode)):
      kind = .image(try images.image(reference), asTemplate: mode == .alwaysTemplate)
    case .customView(.activityIndicator(let view)):
      let indicator = ActivitySpinner.indicator(view, onBlackBar: appearance.isBlack)
      kind = .spinner(indicator.spinner, color: indicator.color)
    }
    switch kind {
    case .text(let line), .label(let line): try TextWidthCheck.check(line, of: item, scale: scale, itemPath: path)
    default: break
    }
    let natural: Double =
      switch kind {
      case .text(let line), .label(let line): line.advance
      case .icon(_, let ink): ink.width
      case .image(let image, _): image.size.width
      case .spinner(let spinner, _): spinner.diameter
      case .flexibleSpace, .fixedSpace: 0
      }
    width = item.width > 0 ? item.width : natural
  }

  /// A text item built directly (the back title, the search bar's Cancel).
  init(text line: TextLine) {
    kind = .text(line)
    width = line.advance
    color = line.style.color
    elementLabel = line.string
  }

  /// The items `items` of a bar, measured in the bar's tint; `path` is the list's JSON path
  /// (`toolbar.items`).
  static func items(
    _ items: [BarButtonItem], appearance: IOS7BarAppearance, images: ImageStore, scale: DisplayScale, path: String
  ) throws(RenderError) -> [IOS7BarButton] {
    try items.enumerated().map { i, item throws(RenderError) in
      try IOS7BarButton(item, appearance: appearance, images: images, scale: scale, path: "\(path)[\(i)]")
    }
  }

  /// Disabled items (measurements.md §5): gray on light bars, faint white on black bars.
  static func disabledColor(isBlackBar: Bool) -> RGBA8 {
    isBlackBar
      ? RGBA8(r: 255, g: 255, b: 255, a: IOS7Metrics.disabledOnBlackAlpha)
      : RGBA8(r: 0, g: 0, b: 0, a: IOS7Metrics.disabledOnLightAlpha)
  }

  var isSpace: Bool {
    switch kind {
    case .flexibleSpace, .fixedSpace: true
    default: false
    }
  }

  var isFlexibleSpace: Bool {
    if case .flexibleSpace = kind { return true }
    return false
  }

  var isText: Bool {
    if case .text = kind { return true }
    return false
  }

  /// The distance from the screen edge to the outermost item's box (§5: text origin 8 pt;
  /// §9: glyph ink 16 pt). A custom view's box is its own frame, placed as an image's is
  /// (UIKit lays out custom views by their frames; estimate, Docs/Fidelity.md).
  var edgeMargin: Double { isText ? IOS7Metrics.textItemMargin : IOS7Metrics.imageItemMargin }

  /// The gap between two adjacent items' boxes: §9 measures 23–24 px @2x ink to ink between
  /// text items, about 10 pt between advances; glyphs sit further apart (estimate, Fidelity.md).
  static func gap(_ a: IOS7BarButton, _ b: IOS7BarButton) -> Double {
    a.isText && b.isText ? 10 : 18
  }

  /// Draws the item with its box's left edge at `x` in the bar's row `row`.
  func draw(at x: Double, in row: Rect, on canvas: inout Canvas) {
    // Text baseline: 28 pt below the top of a 44-pt bar; glyphs are centred 21 pt below it
    // (§9: Trash, Refresh and Action centres ≈ 41 pt from the screen top). Compact bars keep
    // the same offsets from the bar's middle.
    let middle = row.minY + row.height / 2
    switch kind {
    case .text(let line):
      let inset = (width - line.advance) / 2
      canvas.draw(line, at: Point(x: x + inset, y: middle + 6), color: color)
    case .label(let line):
      canvas.draw(line, at: Point(x: x + (width - line.advance) / 2, y: middle + 6))
    case .icon(let icon, let ink):
      // The glyph's origin snaps to a device pixel, so strokes drawn with edges on whole points
      // (BarButtonIcons) fall on whole pixels at every scale.
      let inset = (width - ink.width) / 2
      let k = Double(canvas.scale.factor)
      let origin = Point(x: x + inset - ink.minX, y: middle - 1 - ink.midY)
      let box = Rect(
        x: (origin.x * k).rounded() / k, y: (origin.y * k).rounded() / k, width: icon.viewBox.width,
        height: icon.viewBox.height)
      canvas.draw(icon, in: box, color: color)
    case .image(let image, let asTemplate):
      let size = image.size
      let rect = Rect(
        x: x + (width - size.width) / 2, y: middle - 1 - size.height / 2, width: size.width, height: size.height)
      image.draw(in: rect, on: &canvas, asTemplate: asTemplate, tint: color)
    case .spinner(let spinner, let color):
      // UIKit centres a custom view on the bar's middle (an estimate, Docs/Fidelity.md).
      spinner.draw(centre: Point(x: x + width / 2, y: middle), color: color, on: &canvas)
    case .flexibleSpace, .fixedSpace:
      break
    }
  }
}
