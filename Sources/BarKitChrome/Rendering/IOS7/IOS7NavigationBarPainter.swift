import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Lays out and draws a navigation bar's content: the Back control, left and right items, the
/// title (or title view) and the prompt.
struct IOS7NavigationBarPainter: BarPainter {
  let bar: NavigationBar
  let appearance: IOS7BarAppearance
  let images: ImageStore
  /// A search bar shown in the bar instead of the title (`displaysSearchBarInNavigationBar`).
  var searchField: IOS7SearchBarPainter? = nil
  /// The title's (or title view's) opacity: a TONavigationBar fades its title in. Layout is
  /// unchanged, as a hidden view still takes its place.
  var titleOpacity = 1.0
  /// The language of the "Back" the previous title collapses to.
  var language = SystemLanguage.en

  /// Space kept between the title and the item groups beside it (research note §4: 10 pt).
  static let titleGap = 10.0

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) throws(RenderError) {
    let rect = laidOut.bar
    let tint = appearance.tint
    if let progress = bar.progress {
      // A bar-style UIProgressView along the bar's bottom edge, above the hairline: the filled
      // part in the tint, the track clear (an estimate, Docs/Fidelity.md).
      let height = IOS7Metrics.progressViewHeight
      canvas.fill(
        Rect(x: rect.minX, y: rect.maxY - height, width: rect.width * progress, height: height),
        with: Paint(color: tint))
      elements.add(
        "navigationBar.progress", Rect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height))
    }
    func buttons(_ items: [BarButtonItem], _ key: String) throws(RenderError) -> [IOS7BarButton] {
      try IOS7BarButton.items(
        items, appearance: appearance, images: images, scale: canvas.scale, path: "navigationBar.\(key)")
    }
    let left = BarButtonGroup(
      buttons: try buttons(bar.leftItems, "leftItems"), side: .left, path: "navigationBar.leftItems")
    let right = BarButtonGroup(
      buttons: try buttons(bar.rightItems, "rightItems"), side: .right, path: "navigationBar.rightItems")
    // Left items replace the Back control, as UINavigationItem's leftBarButtonItems do.
    let showsBack = bar.backItem != nil && left.buttons.isEmpty
    let margin = IOS7Metrics.textItemMargin
    // The bar's row starts at the screen's edge, or at a landscape safe area's.
    let leftEnd =
      rect.minX + (showsBack ? IOS7Metrics.chevronTipX + IOS7Metrics.chevronInkSize.width : left.extent(empty: margin))
    let rightStart = rect.maxX - right.extent(empty: margin)

    // The title: centred on the screen, slid into the free space, then truncated.
    let attributes = bar.titleTextAttributes
    let titleFont = appearance.text.font(IOS7Typography.title, attributes)
    let titleColor = attributes?.color ?? appearance.textColor
    // Where the title's box (or the title view) begins: the Back title must end before it.
    var titleLeft = rect.midX
    if let search = searchField {
      try search.paintField(
        in: Rect(x: leftEnd, y: rect.minY, width: max(0, rightStart - leftEnd), height: rect.height), on: &canvas,
        elements: &elements)
      titleLeft = leftEnd
    } else if let view = bar.titleView, case .segmentedControl(let control) = view {
      let painter = IOS7SegmentedControlPainter(
        control: control, tint: control.tintColor ?? tint, font: appearance.text.font(IOS7Typography.segment))
      let width = min(painter.naturalWidth, max(0, rightStart - leftEnd - 2 * Self.titleGap))
      let x = BarButtonLayout.slide(
        center: rect.midX, width: width, between: leftEnd + Self.titleGap, and: rightStart - Self.titleGap)
      let height = IOS7Metrics.segmentedControlHeight
      let box = Rect(x: x, y: rect.midY - height / 2, width: width, height: height)
      canvas.withLayer(opacity: titleOpacity, covering: box) { painter.paint(in: box, on: &$0) }
      elements.add("navigationBar.titleView", box)
      elements.addSegments("navigationBar.titleView.segmentedControl.items", titles: control.items, in: box)
      titleLeft = x
    } else if let view = bar.titleView, case .image(let reference, let mode) = view {
      let image = try images.image(reference)
      let box = TitleViewLayout.imageBox(
        size: image.size, in: rect, center: rect.midX, between: leftEnd + Self.titleGap,
        and: rightStart - Self.titleGap)
      canvas.withLayer(opacity: titleOpacity, covering: box) {
        image.draw(in: box, on: &$0, asTemplate: mode == .alwaysTemplate, tint: tint)
      }
      elements.add("navigationBar.titleView", box)
      titleLeft = box.minX
    } else if let title = bar.title, !title.isEmpty {
      let available = max(0, rightStart - leftEnd - 2 * Self.titleGap)
      var style = TextStyle(font: titleFont, color: titleColor.withOpacity(titleOpacity))
      style.shadow = attributes?.shadow.map { TextShadow($0, opacity: titleOpacity) }
      let line = TextLine(title, style: style, maxWidth: available)
      let x = BarButtonLayout.slide(
        center: rect.midX, width: line.advance, between: leftEnd + Self.titleGap, and: rightStart - Self.titleGap)
      canvas.draw(line, at: Point(x: x, y: rect.midY + 6))
      elements.add(
        "navigationBar.title", label: title, Rect(x: x, y: rect.minY, width: line.advance, height: rect.height))
      titleLeft = x
    }

    if showsBack {
      try drawBack(titleLeft: titleLeft, in: rect, on: &canvas, elements: &elements)
    } else {
      left.draw(in: rect, on: &canvas, elements: &elements)
    }
    right.draw(in: rect, on: &canvas, elements: &elements)

    if let prompt = bar.prompt, let area = laidOut.prompt {
      let line = IOS7Typography.line(
        prompt, appearance.text.font(IOS7Typography.prompt), appearance.textColor, maxWidth: area.width - 16)
      canvas.draw(line, at: Point(x: area.midX - line.advance / 2, y: area.minY + 19))
      elements.add("navigationBar.prompt", label: prompt, area)
    }
  }

  /// The Back control: the chevron at its measured place (§6), then the previous item's back
  /// button title or title, which collapses to "Back" and then to nothing when its ink comes
  /// within 5 pt of the title's box. The map capture (measurements.md §5) keeps "Route Steps"
  /// with its ink 19 px (9.5 pt) before "Step 06"; no capture shows where UIKit starts collapsing.
  /// The control is the element `navigationBar.backItem`, from the chevron to the end of the
  /// title it shows.
  private func drawBack(
    titleLeft: Double, in rect: Rect, on canvas: inout Canvas, elements: inout ElementFrames
  ) throws(RenderError) {
    // The chevron's centre sits 22.25 pt below the top of a 44-pt bar (§6), one pt above the
    // bar's middle; the tip's ink at 8.28 pt from the edge.
    let centerY = rect.midY + (IOS7Metrics.chevronCenterBelowBarTop - IOS7Metrics.barHeight / 2)
    let tipX = rect.minX + IOS7Metrics.chevronTipX
    let ink: Rect
    if let custom = bar.backIndicatorImage {
      // A custom indicator replaces the chevron at the same place, tinted as a template
      // (UINavigationBar.backIndicatorImage); its transition mask only matters in animations.
      let image = try images.image(custom)
      let size = image.size
      ink = Rect(x: 0, y: 0, width: size.width, height: size.height)
      let box = Rect(x: tipX, y: centerY - size.height / 2, width: size.width, height: size.height)
      image.draw(in: box, on: &canvas, asTemplate: true, tint: appearance.tint)
    } else {
      let chevron = NavigationIcons.backChevron
      ink = IconPaths.inkBounds(of: chevron)
      let box = Rect(
        x: tipX - ink.minX, y: centerY - ink.midY,
        width: chevron.viewBox.width, height: chevron.viewBox.height)
      canvas.draw(chevron, in: box, color: appearance.tint)
    }

    let inkStart = tipX + ink.width + IOS7Metrics.chevronTitleGap
    func note(end: Double, label: String?) {
      elements.add(
        "navigationBar.backItem", label: label,
        Rect(left: tipX, top: rect.minY, right: end, bottom: rect.maxY))
    }
    let limit = titleLeft - Self.titleGap
    let back = SystemString.back.text(in: language)
    // The back button is a bar button item: the bar's item attributes style it.
    let attributes = appearance.text.itemAttributes(nil)
    var style = TextStyle(
      font: appearance.text.font(IOS7Typography.item, attributes), color: attributes?.color ?? appearance.tint)
    style.shadow = attributes?.shadow.map { TextShadow($0) }
    for candidate in [bar.backItem?.shownTitle ?? back, back] {
      let line = TextLine(candidate, style: style)
      let extent = line.inkExtent(scale: canvas.scale)
      let x = inkStart - extent.left
      // Ink against the title's box: MAP keeps "Route Steps" with its ink 20 px (10 pt) from the
      // title's ink (measurements.md §5), which an advance-based test would collapse.
      if x + extent.right <= limit + Self.titleGap / 2
        || (bar.title == nil && bar.titleView == nil && searchField == nil)
      {
        canvas.draw(line, at: Point(x: x, y: rect.midY + 6))
        note(end: x + extent.right, label: candidate)
        return
      }
    }
    note(end: tipX + ink.width, label: nil)
  }
}
