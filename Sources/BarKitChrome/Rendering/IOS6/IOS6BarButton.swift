import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// One iOS 6 bar button, measured and ready to place: bordered (a glossy rounded button in the
/// bar's shades), Done (the same in blue), the Back button (bordered, with an arrow-shaped left
/// end) or plain (a borderless label or glyph, in toolbars).
struct IOS6BarButton {
  enum Look { case bordered, done, back, plain }
  enum Label {
    case text(TextLine)
    case glyph(IOS6Glyph)
    /// A custom view: a label or a picture, drawn as it is (no emboss, never dimmed).
    case customLabel(TextLine)
    case picture(BarImage, asTemplate: Bool)
    case spinner(ActivitySpinner, color: RGBA8)
    case flexibleSpace, fixedSpace
  }

  let look: Look
  let label: Label
  let width: Double
  let enabled: Bool
  /// The bar's style, whose shades a bordered button wears.
  let style: IOS6BarStyle
  /// The bar's metrics: compact bars have shorter buttons.
  let metrics: BarMetrics
  /// Whether the title's color comes from title text attributes (then disabled keeps it).
  var ownsColor = false
  let elementLabel: String?

  /// Measures `item`. In a navigation bar every button is bordered (UINavigationBar draws the
  /// plain style bordered); in a toolbar the plain style is borderless. Done-style items and the
  /// Done and Save system items are blue. Its text must fit the width limit at `scale`
  /// (``TextWidthCheck``); `path` is the item's JSON path, for the error.
  init(
    _ item: BarButtonItem, inNavigationBar: Bool, style: IOS6BarStyle, metrics: BarMetrics, text: BarText,
    images: ImageStore, scale: DisplayScale, path: String
  ) throws(RenderError) {
    enabled = item.enabled
    self.style = style
    self.metrics = metrics
    elementLabel = item.elementLabel
    var look: Look = item.style == .plain && !inNavigationBar ? .plain : .bordered
    let attributes = text.itemAttributes(item, enabled: item.enabled)
    ownsColor = attributes?.color != nil
    func line(_ string: String) -> TextLine { Self.line(string, text: text, attributes: attributes) }
    switch item.content {
    case .title(let string):
      label = .text(line(string))
    case .systemItem(let system, let spelledOut):
      switch system.content {
      case .title(let title):
        label = .text(line(spelledOut ?? title.text))
        // Save is blue in iOS 6 whatever its style (Docs/Fidelity.md); Done by its style below.
        if system == .save { look = .done }
      case .icon(let icon): label = .glyph(IOS6Glyph(icon, weight: IOS6Glyph.barButtonWeight))
      case .space: label = system == .flexibleSpace ? .flexibleSpace : .fixedSpace
      }
    case .image(let reference):
      label = .glyph(.image(try images.image(reference)))
    case .customView(.label(let custom)):
      let font = text.font(IOS6Typography.label, custom.font)
      label = .customLabel(TextLine(custom.text, style: TextStyle(font: font, color: custom.textColor ?? .white)))
      look = .plain
    case .customView(.image(let reference, let mode)):
      label = .picture(try images.image(reference), asTemplate: mode == .alwaysTemplate)
      look = .plain
    case .customView(.activityIndicator(let view)):
      // UIActivityIndicatorView's wheel predates iOS 7; iOS 6 bars are dark, so it is white.
      let indicator = ActivitySpinner.indicator(view, onBlackBar: true)
      label = .spinner(indicator.spinner, color: indicator.color)
      look = .plain
    }
    switch label {
    case .text(let line), .customLabel(let line):
      try TextWidthCheck.check(line, of: item, scale: scale, itemPath: path)
    default: break
    }
    if item.style == .done, case .text = label { look = .done }
    self.look = look
    width = item.width > 0 ? item.width : Self.naturalWidth(label, look: look)
  }

  /// A toolbar's items: plain ones borderless, in the shades of `style`.
  static func toolbar(
    _ items: [BarButtonItem], style: IOS6BarStyle, metrics: BarMetrics, text: BarText, images: ImageStore,
    scale: DisplayScale
  ) throws(RenderError) -> [IOS6BarButton] {
    try items.enumerated().map { i, item throws(RenderError) in
      try IOS6BarButton(
        item, inNavigationBar: false, style: style, metrics: metrics, text: text, images: images, scale: scale,
        path: "toolbar.items[\(i)]")
    }
  }

  /// The Back button holding `title`, styled by the bar's item attributes.
  init(backTitle title: String, style: IOS6BarStyle, metrics: BarMetrics, text: BarText) {
    look = .back
    enabled = true
    self.style = style
    self.metrics = metrics
    let line = Self.line(title, text: text, attributes: text.itemAttributes(nil))
    label = .text(line)
    elementLabel = line.string
    width = IOS6Metrics.backTitleInset + line.advance + IOS6Metrics.backTrailingPadding
  }

  /// A bordered text button (the search bar's Cancel).
  init(borderedTitle title: String, style: IOS6BarStyle, metrics: BarMetrics, text: BarText) {
    look = .bordered
    enabled = true
    self.style = style
    self.metrics = metrics
    label = .text(Self.line(title, text: text, attributes: text.itemAttributes(nil)))
    elementLabel = title
    width = Self.naturalWidth(label, look: look)
  }

  /// A 12-pt bold white label with the iOS 6 emboss: black α 0.5, 1 pt up (§11), in the bar's
  /// family, under `attributes` (an item's title text attributes).
  static func line(
    _ string: String, text: BarText, attributes: TextAttributes? = nil, maxWidth: Double? = nil
  ) -> TextLine {
    var style = TextStyle(font: text.font(IOS6Typography.button, attributes), color: attributes?.color ?? .white)
    style.shadow = attributes?.shadow.map { TextShadow($0) } ?? .ios6Title
    return TextLine(string, style: style, maxWidth: maxWidth)
  }

  private static func naturalWidth(_ label: Label, look: Look) -> Double {
    let padding = look == .plain ? IOS6Metrics.plainPadding : IOS6Metrics.buttonPadding
    switch label {
    case .text(let line):
      return max(look == .plain ? 0 : IOS6Metrics.buttonMinimumWidth, line.advance + 2 * padding)
    case .customLabel(let line): return line.advance
    case .picture(let image, _): return image.size.width
    case .spinner(let spinner, _): return spinner.diameter
    case .glyph(let glyph):
      let pad = look == .plain ? IOS6Metrics.plainPadding : IOS6Metrics.glyphPadding
      return max(look == .plain ? 0 : IOS6Metrics.buttonMinimumWidth, glyph.size.width + 2 * pad)
    case .flexibleSpace, .fixedSpace:
      return 0
    }
  }

  /// The button's frame for a box at `x` in the bar's row `row`: 29 pt tall, 7 pt below a
  /// 44-pt bar's top (§11), 24 pt with compact `metrics`, centred the same way on other heights.
  static func frame(x: Double, width: Double, row: Rect, metrics: BarMetrics) -> Rect {
    let height = metrics == .compact ? IOS6Metrics.compactButtonHeight : IOS6Metrics.buttonHeight
    let center = row.ios6Y(measured: IOS6Metrics.buttonTop + IOS6Metrics.buttonHeight / 2)
    return Rect(x: x, y: center - height / 2, width: width, height: height)
  }

  /// Draws the button with its box's left edge at `x` in the bar's row `row`, in the shades of
  /// its bar's style.
  func draw(at x: Double, in row: Rect, on canvas: inout Canvas) {
    let frame = Self.frame(x: x, width: width, row: row, metrics: metrics)
    switch look {
    case .plain: break
    case .bordered, .back: IOS6ButtonShape(frame: frame, isBack: look == .back).paint(Self.colors(style), on: &canvas)
    case .done: IOS6ButtonShape(frame: frame, isBack: false).paint(Self.doneColors, on: &canvas)
    }
    let opacity = enabled ? 1 : 0.5
    switch label {
    case .text(let line):
      let left = look == .back ? frame.minX + IOS6Metrics.backTitleInset : frame.midX - line.advance / 2
      let baseline = frame.midY + 4
      if opacity < 1, !ownsColor {
        canvas.draw(line, at: Point(x: left, y: baseline), color: RGBA8.white.withOpacity(opacity))
      } else {
        canvas.draw(line, at: Point(x: left, y: baseline))
      }
    case .glyph(let glyph):
      // The emboss: the glyph in black α 0.5 one point up, then white.
      let center = Point(x: frame.midX, y: frame.midY)
      glyph.draw(
        centeredAt: Point(x: center.x, y: center.y - 1), fill: .flat(TextShadow.ios6Title.color.withOpacity(opacity)),
        on: &canvas)
      glyph.draw(centeredAt: center, fill: .flat(RGBA8.white.withOpacity(opacity)), on: &canvas)
    case .customLabel(let line):
      canvas.draw(line, at: Point(x: frame.midX - line.advance / 2, y: frame.midY + 4))
    case .picture(let image, let asTemplate):
      let size = image.size
      let box = Rect(
        x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
      image.draw(in: box, on: &canvas, asTemplate: asTemplate, tint: .white)
    case .spinner(let spinner, let color):
      spinner.draw(centre: Point(x: frame.midX, y: frame.midY), color: color, on: &canvas)
    case .flexibleSpace, .fixedSpace:
      break
    }
  }

  /// The bar-colored button (§11, RE2): the measured default shades, re-tinted.
  static func colors(_ style: IOS6BarStyle) -> IOS6ButtonShape.Colors {
    let s = style.shade
    let fill = IOS6Metrics.buttonFill, border = IOS6Metrics.buttonBorderColors
    return IOS6ButtonShape.Colors(
      border: (s(border.top), s(border.bottom)),
      fill: [
        GradientStop(location: 0, color: s(fill.top)), GradientStop(location: 0.5, color: s(fill.middle)),
        GradientStop(location: 1, color: s(fill.bottom)),
      ])
  }

  /// The Done style's blue (§11, RE2).
  static let doneColors = IOS6ButtonShape.Colors(
    border: IOS6Metrics.doneBorder,
    fill: [
      GradientStop(location: 0, color: IOS6Metrics.doneFill.top),
      GradientStop(location: 1, color: IOS6Metrics.doneFill.bottom),
    ])
}

extension IOS6BarButton: BarButton {
  var isSpace: Bool {
    switch label {
    case .flexibleSpace, .fixedSpace: true
    default: false
    }
  }
  var isFlexibleSpace: Bool {
    if case .flexibleSpace = label { return true }
    return false
  }
  var edgeMargin: Double { IOS6Metrics.barMargin }
  static func gap(_ a: IOS6BarButton, _ b: IOS6BarButton) -> Double { IOS6Metrics.buttonGap }
}
