import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Draws a search bar's field, its Cancel button and its scope bar (measurements.md §10).
struct IOS7SearchBarPainter: BarPainter {
  let bar: SearchBar
  let appearance: IOS7BarAppearance
  let images: ImageStore
  /// The language of the Cancel button.
  var language = SystemLanguage.en

  /// The prominent search bar's own gray, #C9C9CE (research note §2), laid at α 0.5 over the
  /// light backdrop: over white that gives 224, the scope capture's (224,224,227) (§10).
  static let prominentGray = RGBA8(r: 201, g: 201, b: 206)
  /// The minimal style's translucent field: the placeholder gray at α 47/255, which gives the
  /// measured (234,235,237) over white to within 2 levels (§10).
  static let minimalFieldColor = RGBA8(r: 142, g: 142, b: 147, a: 47)

  var isMinimal: Bool { bar.searchBarStyle == .minimal }

  /// Paints the gray layer of the prominent style over the bar's background.
  func paintProminentLayer(_ laidOut: LaidOutBar, on canvas: inout Canvas) {
    guard !isMinimal, bar.barTintColor == nil, bar.backgroundImage.isEmpty, !appearance.isBlack else { return }
    canvas.fill(laidOut.background, with: Paint(color: Self.prominentGray, opacity: 0.5))
  }

  /// Paints the field, the Cancel button and the scope bar.
  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) throws(RenderError) {
    try paintField(in: laidOut.bar, on: &canvas, elements: &elements)
    if let scope = laidOut.scope { paintScope(in: scope, on: &canvas, elements: &elements) }
  }

  /// Paints the field and the Cancel button in the row `row`: the search bar's own, or the
  /// room a navigation bar leaves it (`displaysSearchBarInNavigationBar`).
  func paintField(in row: Rect, on canvas: inout Canvas, elements: inout ElementFrames) throws(RenderError) {
    let inset = IOS7Metrics.searchFieldInset
    var fieldRight = row.maxX - inset
    if bar.showsCancelButton {
      // Cancel is a bar button item: the bar's item attributes style it.
      let attributes = appearance.text.itemAttributes(nil)
      var style = TextStyle(
        font: appearance.text.font(IOS7Typography.item, attributes), color: attributes?.color ?? appearance.tint)
      style.shadow = attributes?.shadow.map { TextShadow($0) }
      let cancel = TextLine(bar.cancelButtonTitle ?? SystemString.cancel.text(in: language), style: style)
      let x = row.maxX - IOS7Metrics.textItemMargin - cancel.advance
      // §10: Cancel's baseline 26 pt below the bar's top; the field ends 12 pt before its ink.
      canvas.draw(cancel, at: Point(x: x, y: row.minY + 26))
      fieldRight = x + cancel.inkExtent(scale: canvas.scale).left - 12
      elements.add(
        "searchBar.showsCancelButton", label: cancel.string,
        Rect(x: x, y: row.minY, width: cancel.advance, height: row.height))
    }
    let field = Rect(
      x: row.minX + inset, y: row.minY + (row.height - IOS7Metrics.searchFieldHeight) / 2,
      width: max(0, fieldRight - row.minX - inset), height: IOS7Metrics.searchFieldHeight)
    if let custom = bar.searchFieldBackgroundImage {
      try images.image(custom).draw(in: field, on: &canvas, asTemplate: false, tint: .black)
    } else {
      var shape = Path()
      shape.addRoundedRect(field, cornerRadius: IOS7Metrics.searchFieldCornerRadius)
      canvas.fill(shape, with: .color(isMinimal ? Self.minimalFieldColor : .white))
    }
    elements.addSearchField(of: bar, field)

    let gray = IOS7Metrics.placeholderColor
    let baseline = field.minY + IOS7Metrics.searchTextBaselineInField
    let magnifier = NavigationIcons.searchFieldMagnifier
    let text = bar.text ?? ""
    let showsText = !text.isEmpty
    let line =
      showsText
      ? IOS7Typography.line(text, appearance.text.font(IOS7Typography.search), .black, maxWidth: field.width - 29 - 30)
      : IOS7Typography.line(
        bar.placeholder ?? "", appearance.text.font(IOS7Typography.search), gray, maxWidth: field.width - 29 - 30)
    // Active (text): magnifier 8 pt inside the field, text origin 29 pt in. Inactive: the
    // magnifier and placeholder centred as one group (§10).
    let groupWidth = magnifier.viewBox.width + 7 + line.advance
    let magnifierX = showsText ? field.minX + 8 : field.midX - groupWidth / 2
    let textX = showsText ? field.minX + 29 : magnifierX + magnifier.viewBox.width + 7
    canvas.draw(
      magnifier,
      in: Rect(
        x: magnifierX, y: field.midY - magnifier.viewBox.height / 2, width: magnifier.viewBox.width,
        height: magnifier.viewBox.height), color: gray)
    canvas.draw(line, at: Point(x: textX, y: baseline))
    if showsText {
      // §10: a 14-pt gray disc with the × knocked out, centred 14.75 pt inside the field's end.
      let clear = NavigationIcons.searchFieldClear
      canvas.draw(clear, in: Rect(x: field.maxX - 14.75 - 7, y: field.midY - 7, width: 14, height: 14), color: gray)
    } else if bar.showsBookmarkButton {
      let book = BarButtonIcons.bookmarks
      let box = Rect(x: field.maxX - 14.75 - 8, y: field.midY - 8, width: 16, height: 16)
      canvas.draw(book, in: box, color: gray)
      elements.add("searchBar.showsBookmarkButton", box)
    }
  }

  /// Paints the scope bar's segmented control in `row`, inset 8 pt from each side and centred.
  private func paintScope(in row: Rect, on canvas: inout Canvas, elements: inout ElementFrames) {
    let control = SegmentedControl(items: bar.scopeButtonTitles, selectedSegmentIndex: bar.selectedScopeButtonIndex)
    let height = IOS7Metrics.segmentedControlHeight
    let frame = Rect(x: row.minX + 8, y: row.minY + (row.height - height) / 2, width: row.width - 16, height: height)
    IOS7SegmentedControlPainter(
      control: control, tint: appearance.tint, font: appearance.text.font(IOS7Typography.segment)
    ).paint(in: frame, on: &canvas)
    elements.addScopeBar(of: bar, row: row, control: frame)
  }
}
