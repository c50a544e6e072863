import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Lays out and draws a tab bar's items (measurements.md §8): icons centred 19 pt below the
/// bar's top, 10-pt titles on a baseline 45.5 pt below it; the selected item in the tint, the
/// others #929292; badges at the icon's top right.
struct IOS7TabBarPainter: BarPainter {
  let bar: TabBar
  let appearance: IOS7BarAppearance
  let isPad: Bool
  let images: ImageStore

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) throws(RenderError) {
    let rect = laidOut.bar
    let (xs, slot) = TabBarLayout.slots(for: bar, isPad: isPad, width: rect.width)
    let selectedTint = bar.selectedImageTintColor ?? appearance.tint
    for (index, item) in bar.items.enumerated() {
      let selected = index == bar.selectedIndex
      var color = selected ? selectedTint : IOS7Metrics.unselectedTabColor
      if !item.enabled { color = color.withOpacity(0.5) }
      let slotRect = Rect(x: rect.minX + xs[index], y: rect.minY, width: slot, height: rect.height)
      elements.add("tabBar.items[\(index)]", label: item.elementLabel, slotRect)
      if selected, let indicator = bar.selectionIndicatorImage {
        let image = try images.image(indicator)
        let size = image.size
        image.draw(
          in: Rect(
            x: slotRect.midX - size.width / 2, y: rect.minY, width: size.width, height: min(size.height, rect.height)),
          on: &canvas, asTemplate: false, tint: color)
      }
      let iconCenter = Point(x: slotRect.midX, y: rect.minY + IOS7Metrics.tabIconCenter)
      var iconTop = iconCenter.y - 15
      var iconRight = iconCenter.x + 15
      let title: String?
      switch item.content {
      case .systemItem(let system, let spelledOut):
        let icon = selected ? system.selectedIcon : system.icon
        let box = Rect(
          x: iconCenter.x - icon.viewBox.width / 2, y: iconCenter.y - icon.viewBox.height / 2,
          width: icon.viewBox.width, height: icon.viewBox.height)
        canvas.draw(icon, in: box, color: color)
        let ink = IconPaths.inkBounds(of: icon)
        iconTop = box.minY + ink.minY
        iconRight = box.minX + ink.maxX
        title = spelledOut ?? system.title
      case .custom(let text, let image, let selectedImage):
        if let reference = (selected ? selectedImage ?? image : image) {
          let picture = try images.image(reference)
          let size = picture.size
          let box = Rect(
            x: iconCenter.x - size.width / 2, y: iconCenter.y - size.height / 2, width: size.width, height: size.height)
          picture.draw(in: box, on: &canvas, asTemplate: item.renderingMode != .alwaysOriginal, tint: color)
          iconTop = box.minY
          iconRight = box.maxX
        }
        title = text
      }
      if let title, !title.isEmpty {
        let line = appearance.text.tabTitle(
          title, of: item, selected: selected, font: IOS7Typography.tabTitle, color: color, maxWidth: slot - 4)
        canvas.draw(line, at: Point(x: slotRect.midX - line.advance / 2, y: rect.minY + IOS7Metrics.tabTitleBaseline))
      }
      if let badge = item.badgeValue, !badge.isEmpty {
        elements.add(
          "tabBar.items[\(index)].badgeValue", label: badge,
          drawBadge(badge, iconTop: iconTop, iconRight: iconRight, on: &canvas))
      }
    }
  }

  /// A red (#FF3B30) pill 18 pt tall, at least 18 wide, with 13-pt white text, its left edge
  /// 10 pt left of the icon's right edge and its top 2 pt above the icon (research note §4,
  /// estimates). Returns the pill's frame.
  private func drawBadge(_ text: String, iconTop: Double, iconRight: Double, on canvas: inout Canvas) -> Rect {
    let line = IOS7Typography.line(text, appearance.text.font(IOS7Typography.badge), .white, maxWidth: 120)
    let height = 18.0
    let width = max(height, line.advance + 10)
    let rect = Rect(x: iconRight - 10, y: iconTop - 2, width: width, height: height)
    var pill = Path()
    pill.addRoundedRect(rect, cornerRadius: height / 2)
    canvas.fill(pill, with: .color(RGBA8(parsing: "systemRed")!))
    canvas.draw(line, at: Point(x: rect.midX - line.advance / 2, y: rect.minY + 13.5))
    return rect
  }
}
