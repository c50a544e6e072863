import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Lays out and draws a navigation bar's content: the Back control, left and right items, the
/// title (or title view) and the prompt.
struct NavigationBarPainter {
  let bar: NavigationBar
  let appearance: BarAppearance
  let frame: BarFrame
  let promptRect: Rect?
  let screenWidth: Double
  /// A search bar shown in the bar instead of the title (`displaysSearchBarInNavigationBar`).
  var searchField: SearchBarPainter? = nil
  /// The title's (or title view's) opacity: a TONavigationBar fades its title in. Layout is
  /// unchanged, as a hidden view still takes its place.
  var titleOpacity = 1.0
  /// The language of the "Back" the previous title collapses to.
  var language = SystemLanguage.en

  /// Space kept between the title and the item groups beside it (research note §4: 10 pt).
  static let titleGap = 10.0

  func draw(on canvas: inout Canvas, images: ImageStore) throws(RenderError) {
    let rect = frame.bar
    let scale = canvas.scale
    let tint = appearance.tint
    let left = try bar.leftItems.map { item throws(RenderError) in
      try BarItem(item, tint: tint, isBlackBar: appearance.isBlack, images: images)
    }
    let right = try bar.rightItems.map { item throws(RenderError) in
      try BarItem(item, tint: tint, isBlackBar: appearance.isBlack, images: images)
    }
    // Left items replace the Back control, as UINavigationItem's leftBarButtonItems do.
    let showsBack = bar.backItem != nil && left.isEmpty
    let leftEnd = showsBack ? IOS7Metrics.chevronTipX + IOS7Metrics.chevronInkSize.width : groupEnd(left)
    let rightStart = groupStart(right)

    // The title: centred on the screen, slid into the free space, then truncated.
    let attributes = bar.titleTextAttributes
    let titleFont = Self.font(attributes, default: Typography.title)
    let titleColor = attributes?.color ?? appearance.textColor
    var titleLeft = rect.midX
    if let search = searchField {
      try search.drawField(
        in: Rect(x: leftEnd, y: rect.minY, width: max(0, rightStart - leftEnd), height: rect.height), on: &canvas,
        images: images)
      titleLeft = leftEnd
    } else if let view = bar.titleView, case .segmentedControl(let control) = view {
      let painter = SegmentedControlPainter(control: control, tint: control.tintColor ?? tint)
      let width = min(painter.naturalWidth, max(0, rightStart - leftEnd - 2 * Self.titleGap))
      let x = Self.slide(
        center: rect.midX, width: width, between: leftEnd + Self.titleGap, and: rightStart - Self.titleGap)
      let height = IOS7Metrics.segmentedControlHeight
      let box = Rect(x: x, y: rect.midY - height / 2, width: width, height: height)
      canvas.withLayer(opacity: titleOpacity, covering: box) { painter.draw(in: box, on: &$0) }
      titleLeft = x
    } else if let title = bar.title, !title.isEmpty {
      let available = max(0, rightStart - leftEnd - 2 * Self.titleGap)
      var style = TextStyle(font: titleFont, color: titleColor.withOpacity(titleOpacity))
      if let shadow = attributes?.shadow {
        style.shadow = TextShadow(
          color: shadow.color.withOpacity(titleOpacity), offset: Point(x: shadow.offsetWidth, y: shadow.offsetHeight))
      }
      let line = TextLine(title, style: style, maxWidth: available)
      let x = Self.slide(
        center: rect.midX, width: line.advance, between: leftEnd + Self.titleGap, and: rightStart - Self.titleGap)
      canvas.draw(line, at: Point(x: x, y: rect.midY + 6))
      titleLeft = x
    }

    if showsBack {
      try drawBack(titleLeft: titleLeft, on: &canvas, scale: scale, images: images)
    } else {
      place(left, from: 0, on: &canvas)
    }
    place(right, endingAt: screenWidth, on: &canvas)

    if let prompt = bar.prompt, let area = promptRect {
      let line = Typography.line(prompt, Typography.prompt, appearance.textColor, maxWidth: area.width - 16)
      canvas.draw(line, at: Point(x: area.midX - line.advance / 2, y: area.minY + 19))
    }
  }

  /// The Back control: the chevron at its measured place (§6), then the previous title, which
  /// collapses to "Back" and then to nothing when it does not fit before the title.
  private func drawBack(
    titleLeft: Double, on canvas: inout Canvas, scale: DisplayScale, images: ImageStore
  ) throws(RenderError) {
    let rect = frame.bar
    // The chevron's centre sits 22.25 pt below the top of a 44-pt bar (§6), one pt above the
    // bar's middle; the tip's ink at 8.28 pt from the edge.
    let centerY = rect.midY + (IOS7Metrics.chevronCenterBelowBarTop - IOS7Metrics.barHeight / 2)
    let ink: Rect
    if let custom = bar.backIndicatorImage {
      // A custom indicator replaces the chevron at the same place, tinted as a template
      // (UINavigationBar.backIndicatorImage); its transition mask only matters in animations.
      let image = try images.image(custom)
      let size = image.size
      ink = Rect(x: 0, y: 0, width: size.width, height: size.height)
      let box = Rect(x: IOS7Metrics.chevronTipX, y: centerY - size.height / 2, width: size.width, height: size.height)
      image.draw(in: box, on: &canvas, asTemplate: true, tint: appearance.tint)
    } else {
      let chevron = NavigationIcons.backChevron
      ink = IconPaths.inkBounds(of: chevron)
      let box = Rect(
        x: IOS7Metrics.chevronTipX - ink.minX, y: centerY - ink.midY,
        width: chevron.viewBox.width, height: chevron.viewBox.height)
      canvas.draw(chevron, in: box, color: appearance.tint)
    }

    let inkStart = IOS7Metrics.chevronTipX + ink.width + IOS7Metrics.chevronTitleGap
    let limit = titleLeft - Self.titleGap
    let back = SystemString.back.text(in: language)
    for candidate in [bar.backItem?.title ?? back, back] {
      let line = Typography.line(candidate, Typography.item, appearance.tint)
      let extent = line.inkExtent(scale: scale)
      let x = inkStart - extent.left
      if x + line.advance <= limit || (bar.title == nil && bar.titleView == nil && searchField == nil) {
        canvas.draw(line, at: Point(x: x, y: rect.midY + 6))
        return
      }
    }
  }

  /// Where the left group ends (its last box's right edge), or the left margin.
  private func groupEnd(_ items: [BarItem]) -> Double {
    guard let first = items.first else { return IOS7Metrics.textItemMargin }
    var x = first.edgeMargin + first.width
    for (a, b) in zip(items, items.dropFirst()) { x += BarItem.gap(a, b) + b.width }
    return x
  }

  /// Where the right group starts (its innermost box's left edge), or the right margin: the
  /// group's extent from the right edge, outermost item first.
  private func groupStart(_ items: [BarItem]) -> Double { screenWidth - groupEnd(items) }

  private func place(_ items: [BarItem], from x0: Double, on canvas: inout Canvas) {
    guard let first = items.first else { return }
    var x = x0 + first.edgeMargin
    for (i, item) in items.enumerated() {
      if i > 0 { x += BarItem.gap(items[i - 1], item) }
      item.draw(at: x, barTop: frame.bar.minY, barHeight: frame.bar.height, on: &canvas)
      x += item.width
    }
  }

  /// Right items are laid out from the right edge inward: the first item is the outermost,
  /// as in UINavigationItem.rightBarButtonItems. A right text item's ink ends 9.3 pt from the
  /// edge (§5).
  private func place(_ items: [BarItem], endingAt edge: Double, on canvas: inout Canvas) {
    guard let first = items.first else { return }
    var x = edge - first.edgeMargin
    for (i, item) in items.enumerated() {
      if i > 0 { x -= BarItem.gap(items[i - 1], item) }
      x -= item.width
      item.draw(at: x, barTop: frame.bar.minY, barHeight: frame.bar.height, on: &canvas)
    }
  }

  /// The x of a box `width` wide centred on `center`, slid to stay between `low` and `high`
  /// (and left-aligned at `low` when it cannot fit).
  static func slide(center: Double, width: Double, between low: Double, and high: Double) -> Double {
    var x = center - width / 2
    if x + width > high { x = high - width }
    if x < low { x = low }
    return x
  }

  /// The font for a title: the scene's attributes over the iOS 7 default.
  static func font(_ attributes: TextAttributes?, default base: FontDescriptor) -> FontDescriptor {
    var font = base
    if let family = attributes?.fontFamily { font.family = family }
    if let size = attributes?.fontSize { font.size = size }
    if let weight = attributes?.fontWeight { font.weight = weight }
    return font
  }
}
