import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Lays out and draws an iOS 6 navigation bar's content: the Back button or left buttons, the
/// right buttons, and the 20-pt bold embossed title (or title view, or search field) between.
struct IOS6NavigationBarPainter: BarPainter {
  let bar: NavigationBar
  let style: IOS6BarStyle
  let images: ImageStore
  /// A search bar shown in the bar instead of the title (`displaysSearchBarInNavigationBar`).
  var searchField: IOS6SearchBarPainter? = nil
  /// The language of the "Back" the previous title collapses to.
  var language = SystemLanguage.en
  /// The bar's family and item title attributes.
  var text = BarText()

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) throws(RenderError) {
    let frame = laidOut.bar
    let metrics = laidOut.metrics
    func buttons(_ items: [BarButtonItem], _ key: String) throws(RenderError) -> [IOS6BarButton] {
      try items.enumerated().map { i, item throws(RenderError) in
        try IOS6BarButton(
          item, inNavigationBar: true, style: style, metrics: metrics, text: text, images: images,
          scale: canvas.scale, path: "navigationBar.\(key)[\(i)]")
      }
    }
    let left = BarButtonGroup(
      buttons: try buttons(bar.leftItems, "leftItems"), side: .left, path: "navigationBar.leftItems")
    let right = BarButtonGroup(
      buttons: try buttons(bar.rightItems, "rightItems"), side: .right, path: "navigationBar.rightItems")
    let gap = IOS6Metrics.titleGap
    let margin = IOS6Metrics.barMargin
    let rightStart = frame.maxX - right.extent(empty: margin)
    let title = titleLine()
    // The Back button holds the previous title, or "Back" when that leaves the title no room
    // (as UINavigationBar shortens it).
    var back: IOS6BarButton?
    if let item = bar.backItem, left.buttons.isEmpty {
      let backTitle = SystemString.back.text(in: language)
      let candidates = [item.shownTitle ?? backTitle, backTitle]
      for candidate in candidates {
        let button = IOS6BarButton(backTitle: candidate, style: style, metrics: metrics, text: text)
        back = button
        let end = IOS6Metrics.backTipX + button.width
        if (title?.advance ?? 0) <= rightStart - end - 2 * gap { break }
      }
    }
    let leftEnd = back.map { IOS6Metrics.backTipX + $0.width } ?? left.extent(empty: margin)

    let room = Rect(
      left: leftEnd + gap, top: frame.minY, right: max(leftEnd + gap, rightStart - gap), bottom: frame.maxY)
    if let search = searchField {
      search.paintField(
        in: Rect(left: leftEnd, top: frame.minY, right: max(leftEnd, rightStart), bottom: frame.maxY),
        metrics: metrics, on: &canvas, elements: &elements)
    } else if let view = bar.titleView, case .segmentedControl(let control) = view {
      let painter = IOS6SegmentedControlPainter(control: control, style: style, text: text)
      let width = min(painter.naturalWidth, room.width)
      let x = BarButtonLayout.slide(center: frame.midX, width: width, between: room.minX, and: room.maxX)
      let box = Rect(
        x: x, y: frame.midY - IOS6Metrics.segmentedHeight / 2, width: width, height: IOS6Metrics.segmentedHeight)
      painter.paint(in: box, on: &canvas)
      elements.add("navigationBar.titleView", box)
      elements.addSegments("navigationBar.titleView.segmentedControl.items", titles: control.items, in: box)
    } else if let view = bar.titleView, case .image(let reference, let mode) = view {
      let image = try images.image(reference)
      let box = TitleViewLayout.imageBox(
        size: image.size, in: frame, center: frame.midX, between: room.minX, and: room.maxX)
      image.draw(in: box, on: &canvas, asTemplate: mode == .alwaysTemplate, tint: style.title.color)
      elements.add("navigationBar.titleView", box)
    } else if let text = bar.title, !text.isEmpty, let title {
      let line = title.advance > room.width ? TextLine(text, style: title.style, maxWidth: room.width) : title
      let x = BarButtonLayout.slide(center: frame.midX, width: line.advance, between: room.minX, and: room.maxX)
      canvas.draw(line, at: Point(x: x, y: frame.ios6Y(measured: IOS6Metrics.titleBaseline)))
      elements.add(
        "navigationBar.title", label: text, Rect(x: x, y: frame.minY, width: line.advance, height: frame.height))
    }

    if let back {
      back.draw(at: IOS6Metrics.backTipX, in: frame, on: &canvas, elements: &elements, path: "navigationBar.backItem")
    } else {
      left.draw(in: frame, on: &canvas, elements: &elements)
    }
    right.draw(in: frame, on: &canvas, elements: &elements)

    if let prompt = bar.prompt, let area = laidOut.prompt {
      var promptStyle = TextStyle(font: text.font(IOS6Typography.prompt), color: style.title.color)
      promptStyle.shadow = style.title.shadow
      let line = TextLine(prompt, style: promptStyle, maxWidth: area.width - 16)
      canvas.draw(line, at: Point(x: area.midX - line.advance / 2, y: area.minY + 19))
      elements.add("navigationBar.prompt", label: prompt, area)
    }
  }

  /// The title in 20-pt Helvetica Bold, white, with its shadow, under the scene's attributes.
  private func titleLine() -> TextLine? {
    guard let text = bar.title, !text.isEmpty else { return nil }
    let attributes = bar.titleTextAttributes
    let look = self.style.title
    var style = TextStyle(
      font: self.text.font(IOS6Typography.title, attributes), color: attributes?.color ?? look.color
    )
    style.shadow = attributes?.shadow.map { TextShadow($0) } ?? look.shadow
    return TextLine(text, style: style)
  }
}
