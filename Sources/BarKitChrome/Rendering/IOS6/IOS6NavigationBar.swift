import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Lays out and draws an iOS 6 navigation bar's content: the Back button or left buttons, the
/// right buttons, and the 20-pt bold embossed title (or title view, or search field) between.
struct IOS6NavigationBar {
  let bar: NavigationBar
  let style: IOS6BarStyle
  let frame: Rect
  let promptRect: Rect?
  /// A search bar shown in the bar instead of the title (`displaysSearchBarInNavigationBar`).
  var searchField: IOS6SearchBar? = nil
  /// The language of the "Back" the previous title collapses to.
  var language = SystemLanguage.en

  func draw(on canvas: inout Canvas, images: ImageStore) throws(RenderError) {
    let left = try bar.leftItems.map { item throws(RenderError) in
      try IOS6BarButton(item, inNavigationBar: true, images: images)
    }
    let right = try bar.rightItems.map { item throws(RenderError) in
      try IOS6BarButton(item, inNavigationBar: true, images: images)
    }
    let gap = IOS6Metrics.titleGap
    let rightStart = frame.maxX - Self.extent(right)
    let title = titleLine()
    // The Back button holds the previous title, or "Back" when that leaves the title no room
    // (as UINavigationBar shortens it).
    var back: IOS6BarButton?
    if let item = bar.backItem, left.isEmpty {
      let backTitle = SystemString.back.text(in: language)
      let candidates = [item.title ?? backTitle, backTitle]
      for candidate in candidates {
        let button = IOS6BarButton(backTitle: candidate)
        back = button
        let end = IOS6Metrics.backTipX + button.width
        if (title?.advance ?? 0) <= rightStart - end - 2 * gap { break }
      }
    }
    let leftEnd = back.map { IOS6Metrics.backTipX + $0.width } ?? Self.extent(left)

    let room = Rect(
      left: leftEnd + gap, top: frame.minY, right: max(leftEnd + gap, rightStart - gap), bottom: frame.maxY)
    if let search = searchField {
      try search.drawField(
        in: Rect(left: leftEnd, top: frame.minY, right: max(leftEnd, rightStart), bottom: frame.maxY), on: &canvas)
    } else if let view = bar.titleView, case .segmentedControl(let control) = view {
      let painter = IOS6SegmentedControl(control: control, style: style)
      let width = min(painter.naturalWidth, room.width)
      let x = NavigationBarPainter.slide(center: frame.midX, width: width, between: room.minX, and: room.maxX)
      painter.draw(
        in: Rect(
          x: x, y: frame.midY - IOS6Metrics.segmentedHeight / 2, width: width, height: IOS6Metrics.segmentedHeight),
        on: &canvas)
    } else if let text = bar.title, !text.isEmpty, let title {
      let line = title.advance > room.width ? TextLine(text, style: title.style, maxWidth: room.width) : title
      let x = NavigationBarPainter.slide(center: frame.midX, width: line.advance, between: room.minX, and: room.maxX)
      canvas.draw(line, at: Point(x: x, y: frame.minY + IOS6Metrics.titleBaseline - (44 - frame.height) / 2))
    }

    if let back {
      back.draw(at: IOS6Metrics.backTipX, on: frame, style: style, canvas: &canvas)
    } else {
      place(left, fromLeft: true, on: &canvas)
    }
    place(right, fromLeft: false, on: &canvas)

    if let prompt = bar.prompt, let area = promptRect {
      var promptStyle = TextStyle(font: IOS6Typography.prompt, color: style.title.color)
      promptStyle.shadow = style.title.shadow
      let line = TextLine(prompt, style: promptStyle, maxWidth: area.width - 16)
      canvas.draw(line, at: Point(x: area.midX - line.advance / 2, y: area.minY + 19))
    }
  }

  /// The title in 20-pt Helvetica Bold, white, with its shadow, under the scene's attributes.
  private func titleLine() -> TextLine? {
    guard let text = bar.title, !text.isEmpty else { return nil }
    let attributes = bar.titleTextAttributes
    let look = self.style.title
    var style = TextStyle(
      font: NavigationBarPainter.font(attributes, default: IOS6Typography.title), color: attributes?.color ?? look.color
    )
    style.shadow =
      attributes?.shadow.map { TextShadow(color: $0.color, offset: Point(x: $0.offsetWidth, y: $0.offsetHeight)) }
      ?? look.shadow
    return TextLine(text, style: style)
  }

  /// How far a group of buttons reaches from its screen edge.
  static func extent(_ items: [IOS6BarButton]) -> Double {
    guard !items.isEmpty else { return IOS6Metrics.barMargin }
    return IOS6Metrics.barMargin + items.reduce(0) { $0 + $1.width }
      + Double(items.count - 1) * IOS6Metrics.buttonGap
  }

  /// Places left items from the left edge, or right items from the right edge inward (the
  /// first outermost, as `rightBarButtonItems`).
  private func place(_ items: [IOS6BarButton], fromLeft: Bool, on canvas: inout Canvas) {
    var x = fromLeft ? frame.minX + IOS6Metrics.barMargin : frame.maxX - IOS6Metrics.barMargin
    for item in items {
      if !fromLeft { x -= item.width }
      item.draw(at: x, on: frame, style: style, canvas: &canvas)
      x += fromLeft ? item.width + IOS6Metrics.buttonGap : -IOS6Metrics.buttonGap
    }
  }
}
