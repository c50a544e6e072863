import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Draws an iOS 6 search bar's content (estimates; research §6 has no search bar values): a
/// white pill-shaped field 31 pt tall with a gray border, the magnifier and the left-aligned
/// placeholder or text inside, a bordered Cancel button, and the scope bar's segmented control.
struct IOS6SearchBarPainter: BarPainter {
  let bar: SearchBar
  let style: IOS6BarStyle
  /// The language of the Cancel button.
  var language = SystemLanguage.en
  /// The bar's family and item title attributes.
  var text = BarText()

  static let fieldBorder = (top: RGBA8(gray: 96), bottom: RGBA8(gray: 168))
  static let glyphGray = RGBA8(gray: 128)

  /// Paints the field, the Cancel button and the scope bar.
  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) {
    paintField(in: laidOut.bar, metrics: laidOut.metrics, on: &canvas, elements: &elements)
    if let scope = laidOut.scope { paintScope(in: scope, on: &canvas, elements: &elements) }
  }

  /// Paints the field and the Cancel button in the row `row`: the search bar's own, or the
  /// room a navigation bar leaves it (`displaysSearchBarInNavigationBar`), whose `metrics`
  /// size the Cancel button.
  func paintField(in row: Rect, metrics: BarMetrics, on canvas: inout Canvas, elements: inout ElementFrames) {
    let inset = IOS6Metrics.searchFieldInset
    var fieldRight = row.maxX - inset
    if bar.showsCancelButton {
      let cancel = IOS6BarButton(
        borderedTitle: bar.cancelButtonTitle ?? SystemString.cancel.text(in: language), style: style, metrics: metrics,
        text: text)
      let x = row.maxX - IOS6Metrics.barMargin - cancel.width
      cancel.draw(at: x, in: row, on: &canvas, elements: &elements, path: "searchBar.showsCancelButton")
      fieldRight = x - inset
    }
    let height = IOS6Metrics.searchFieldHeight
    let field = Rect(
      x: row.minX + inset, y: row.midY - height / 2, width: max(0, fieldRight - row.minX - inset), height: height)
    var outer = Path()
    outer.addRoundedRect(field, cornerRadius: height / 2)
    let border = [
      GradientStop(location: 0, color: Self.fieldBorder.top), GradientStop(location: 1, color: Self.fieldBorder.bottom),
    ]
    canvas.fill(outer, with: Paint(shader: IOS6Glyph.shader(border, top: field.minY, bottom: field.maxY)))
    var inner = Path()
    let face = Rect(left: field.minX + 1, top: field.minY + 1, right: field.maxX - 1, bottom: field.maxY - 1)
    inner.addRoundedRect(face, cornerRadius: face.height / 2)
    canvas.fill(inner, with: .color(.white))
    elements.addSearchField(of: bar, field)

    let magnifier = IOS6Glyph(NavigationIcons.searchFieldMagnifier)
    magnifier.draw(
      centeredAt: Point(x: field.minX + 10 + magnifier.size.width / 2, y: field.midY), fill: .flat(Self.glyphGray),
      on: &canvas)
    let text = bar.text ?? ""
    let color = text.isEmpty ? IOS6Metrics.placeholderGray : .black
    let line = TextLine(
      text.isEmpty ? bar.placeholder ?? "" : text,
      style: TextStyle(font: self.text.font(IOS6Typography.search), color: color),
      maxWidth: max(0, field.width - 28 - 30))
    canvas.draw(line, at: Point(x: field.minX + 28, y: field.midY + 5))
    if !text.isEmpty {
      let clear = IOS6Glyph(NavigationIcons.searchFieldClear)
      clear.draw(centeredAt: Point(x: field.maxX - 15, y: field.midY), fill: .flat(Self.glyphGray), on: &canvas)
    } else if bar.showsBookmarkButton {
      let book = IOS6Glyph(BarButtonIcons.bookmarks)
      let center = Point(x: field.maxX - 17, y: field.midY)
      book.draw(centeredAt: center, fill: .flat(Self.glyphGray), on: &canvas)
      elements.add(
        "searchBar.showsBookmarkButton",
        Rect(
          x: center.x - book.size.width / 2, y: center.y - book.size.height / 2, width: book.size.width,
          height: book.size.height))
    }
  }

  /// Paints the scope bar's segmented control in `row`, inset 8 pt from each side and centred.
  private func paintScope(in row: Rect, on canvas: inout Canvas, elements: inout ElementFrames) {
    let control = SegmentedControl(items: bar.scopeButtonTitles, selectedSegmentIndex: bar.selectedScopeButtonIndex)
    let height = IOS6Metrics.segmentedHeight
    let frame = Rect(x: row.minX + 8, y: row.midY - height / 2, width: row.width - 16, height: height)
    IOS6SegmentedControlPainter(control: control, style: style, text: text).paint(in: frame, on: &canvas)
    elements.addScopeBar(of: bar, row: row, control: frame)
  }
}
