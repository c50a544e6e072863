import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Lays out and draws a tab bar's items (measurements.md §8): icons centred 19 pt below the
/// bar's top, 10-pt titles on a baseline 45.5 pt below it; the selected item in the tint, the
/// others #929292; badges at the icon's top right.
struct TabBarPainter {
  let bar: TabBar
  let appearance: BarAppearance
  let frame: BarFrame
  let isPad: Bool

  /// iOS 7's centered item width and spacing on iPad when the scene gives 0 (research note §4:
  /// UIKit documents "system-defined" defaults; these are estimates).
  static let defaultCenteredItemWidth = 76.0
  static let defaultCenteredItemSpacing = 34.0

  /// The x of each item's slot and the slot width, per UITabBar.itemPositioning.
  func slots(width: Double) -> (xs: [Double], width: Double) { Self.slots(for: bar, isPad: isPad, width: width) }

  /// The slots of `bar`'s items on a bar `width` wide (the iOS 6 tab bar shares the layout).
  static func slots(for bar: TabBar, isPad: Bool, width: Double) -> (xs: [Double], width: Double) {
    let n = bar.items.count
    guard n > 0 else { return ([], 0) }
    let centered = bar.itemPositioning == .centered || (bar.itemPositioning == .automatic && isPad)
    if !centered {
      let w = width / Double(n)
      return ((0..<n).map { Double($0) * w }, w)
    }
    let w = bar.itemWidth > 0 ? bar.itemWidth : defaultCenteredItemWidth
    let gap = bar.itemSpacing > 0 ? bar.itemSpacing : defaultCenteredItemSpacing
    let total = Double(n) * w + Double(n - 1) * gap
    let start = (width - total) / 2
    return ((0..<n).map { start + Double($0) * (w + gap) }, w)
  }

  func draw(on canvas: inout Canvas, images: ImageStore) throws(RenderError) {
    let rect = frame.bar
    let (xs, slot) = slots(width: rect.width)
    let selectedTint = bar.selectedImageTintColor ?? appearance.tint
    for (index, item) in bar.items.enumerated() {
      let selected = index == bar.selectedIndex
      var color = selected ? selectedTint : IOS7Metrics.unselectedTabColor
      if !item.enabled { color = color.withOpacity(0.5) }
      let slotRect = Rect(x: rect.minX + xs[index], y: rect.minY, width: slot, height: rect.height)
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
        let line = Typography.line(title, Typography.tabTitle, color, maxWidth: slot - 4)
        canvas.draw(line, at: Point(x: slotRect.midX - line.advance / 2, y: rect.minY + IOS7Metrics.tabTitleBaseline))
      }
      if let badge = item.badgeValue, !badge.isEmpty {
        drawBadge(badge, iconTop: iconTop, iconRight: iconRight, on: &canvas)
      }
    }
  }

  /// A red (#FF3B30) pill 18 pt tall, at least 18 wide, with 13-pt white text, its left edge
  /// 10 pt left of the icon's right edge and its top 2 pt above the icon (research note §4,
  /// estimates).
  private func drawBadge(_ text: String, iconTop: Double, iconRight: Double, on canvas: inout Canvas) {
    let line = Typography.line(text, Typography.badge, .white, maxWidth: 120)
    let height = 18.0
    let width = max(height, line.advance + 10)
    let rect = Rect(x: iconRight - 10, y: iconTop - 2, width: width, height: height)
    var pill = Path()
    pill.addRoundedRect(rect, cornerRadius: height / 2)
    canvas.fill(pill, with: .color(RGBA8(parsing: "systemRed")!))
    canvas.draw(line, at: Point(x: rect.midX - line.advance / 2, y: rect.minY + 13.5))
  }
}
