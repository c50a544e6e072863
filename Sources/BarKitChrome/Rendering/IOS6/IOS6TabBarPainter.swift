import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Lays out and draws an iOS 6 tab bar's items (§11, FAK @1x): the selection tile behind the
/// selected item, glyphs as template fills (a glossy blue for the selected item, gray for the
/// others), 10-pt bold titles 4 pt above the bottom (white selected, gray otherwise).
struct IOS6TabBarPainter: BarPainter {
  let bar: TabBar
  let isPad: Bool
  let images: ImageStore
  /// The bar's family.
  var text = BarText()

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) throws(RenderError) {
    let frame = laidOut.bar
    // iOS 6 has no itemPositioning, itemWidth or itemSpacing (transition guide, Tab Bar).
    var plain = bar
    plain.itemPositioning = .automatic
    plain.itemWidth = 0
    plain.itemSpacing = 0
    let (xs, slot) = TabBarLayout.slots(for: plain, isPad: isPad, width: frame.width)
    let blue = (bar.selectedImageTintColor ?? IOS6Metrics.tabSelectedBlue).withAlphaComponent(1)
    for (index, item) in bar.items.enumerated() {
      let selected = index == bar.selectedIndex
      let slotRect = Rect(x: frame.minX + xs[index], y: frame.minY, width: slot, height: frame.height)
      elements.add("tabBar.items[\(index)]", label: item.elementLabel, slotRect)
      if selected { try drawIndicator(in: slotRect, on: &canvas) }
      let opacity = item.enabled ? 1.0 : 0.5
      let glyph: IOS6Glyph?
      let title: String?
      switch item.content {
      case .systemItem(let system, let spelledOut):
        // The filled variant: iOS 6 tab glyphs are solid silhouettes.
        glyph = IOS6Glyph(system.selectedIcon)
        title = spelledOut ?? system.title
      case .custom(let text, let image, let selectedImage):
        glyph = try (selected ? selectedImage ?? image : image).map { reference throws(RenderError) in
          IOS6Glyph.image(try images.image(reference))
        }
        title = text
      }
      let center = Point(x: slotRect.midX, y: frame.minY + IOS6Metrics.tabIconCenter)
      if let glyph {
        let fill = selected ? Self.selectedFill(blue) : Self.unselectedFill
        glyph.draw(centeredAt: center, fill: fill.map { $0.withOpacity(opacity) }, on: &canvas)
      }
      if let title, !title.isEmpty {
        let color = (selected ? RGBA8.white : IOS6Metrics.tabUnselectedTitle).withOpacity(opacity)
        let line = text.tabTitle(
          title, of: item, selected: selected, font: IOS6Typography.tabTitle, color: color, maxWidth: slot - 4)
        canvas.draw(line, at: Point(x: slotRect.midX - line.advance / 2, y: frame.minY + IOS6Metrics.tabTitleBaseline))
      }
      if let badge = item.badgeValue, !badge.isEmpty, let glyph {
        elements.add(
          "tabBar.items[\(index)].badgeValue", label: badge,
          drawBadge(
            badge, iconTop: center.y - glyph.size.height / 2, iconRight: center.x + glyph.size.width / 2, on: &canvas))
      }
    }
  }

  /// The custom selection indicator image, or iOS 6's tile: a rounded rectangle of white at
  /// α 0.14 inset 2 pt in the item's slot (§11).
  private func drawIndicator(in slot: Rect, on canvas: inout Canvas) throws(RenderError) {
    if let reference = bar.selectionIndicatorImage {
      let image = try images.image(reference)
      let size = image.size
      image.draw(
        in: Rect(x: slot.midX - size.width / 2, y: slot.minY, width: size.width, height: min(size.height, slot.height)),
        on: &canvas, asTemplate: false, tint: .white)
      return
    }
    let inset = IOS6Metrics.tabTileInset
    var tile = Path()
    tile.addRoundedRect(
      Rect(
        left: slot.minX + inset.left, top: slot.minY + inset.top, right: slot.maxX - inset.right,
        bottom: slot.maxY - inset.bottom), cornerRadius: IOS6Metrics.tabTileRadius)
    canvas.fill(tile, with: .color(RGBA8.white.withAlphaComponent(IOS6Metrics.tabTileAlpha)))
  }

  /// The selected glyph's gloss: the blue lightened towards white in the upper half, a hard
  /// split at the middle, the blue itself below (§11: ≈(35–41,125–147,222–231) in FAK's heart).
  static func selectedFill(_ blue: RGBA8) -> [GradientStop] {
    .gloss(
      upper: (blue.mixed(with: .white, 0.6), blue.mixed(with: .white, 0.3)),
      lower: (blue, blue.mixed(with: .black, 0.1)))
  }

  /// The unselected glyph: gray, a little darker towards the bottom (estimate).
  static let unselectedFill = [
    GradientStop(location: 0, color: RGBA8(gray: 170)), GradientStop(location: 1, color: RGBA8(gray: 120)),
  ]

  /// iOS 6's badge: a red pill with a 2-pt white ring and bold white text, at the glyph's top
  /// right (estimate). Returns its frame.
  private func drawBadge(_ text: String, iconTop: Double, iconRight: Double, on canvas: inout Canvas) -> Rect {
    let line = TextLine(
      text, style: TextStyle(font: self.text.font(IOS6Typography.badge), color: .white), maxWidth: 120)
    let height = 22.0
    let rect = Rect(x: iconRight - 9, y: iconTop - 6, width: max(height, line.advance + 14), height: height)
    var ring = Path()
    ring.addRoundedRect(rect, cornerRadius: height / 2)
    canvas.fill(ring, with: .color(.white))
    let inner = Rect(left: rect.minX + 2, top: rect.minY + 2, right: rect.maxX - 2, bottom: rect.maxY - 2)
    var pill = Path()
    pill.addRoundedRect(inner, cornerRadius: inner.height / 2)
    let red = [
      GradientStop(location: 0, color: RGBA8(r: 240, g: 120, b: 120)),
      GradientStop(location: 0.5, color: RGBA8(r: 220, g: 30, b: 30)),
      GradientStop(location: 1, color: RGBA8(r: 190, g: 0, b: 0)),
    ]
    canvas.fill(pill, with: Paint(shader: IOS6Glyph.shader(red, top: inner.minY, bottom: inner.maxY)))
    canvas.draw(line, at: Point(x: rect.midX - line.advance / 2, y: rect.midY + 4.5))
    return rect
  }
}

extension GradientStop {
  /// The stop with its color's alpha multiplied by `opacity`.
  func withOpacity(_ opacity: Double) -> GradientStop {
    GradientStop(location: location, color: color.withOpacity(opacity))
  }
}

extension RGBA8 {
  /// This color moved a fraction `amount` of the way to `other` (straight, per channel).
  func mixed(with other: RGBA8, _ amount: Double) -> RGBA8 {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
    return RGBA8(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b), a: mix(a, other.a))
  }
}
