import BarKitGeometry
import BarKitRaster

/// Lays out a toolbar's items: flexible spaces share the leftover width equally; a fixed space
/// takes only its `width` (UIBarButtonItem reference); the outer items keep the iOS 7 edge
/// margins (measurements.md §9).
enum ToolbarPainter {
  /// The x of each item's box, in order, for a bar `width` points wide.
  static func layout(_ items: [BarItem], width: Double) -> [Double] {
    guard let first = items.first, let last = items.last else { return [] }
    let leading = first.isSpace ? 0 : first.edgeMargin
    let trailing = last.isSpace ? 0 : last.edgeMargin
    var used = leading + trailing
    for (i, item) in items.enumerated() {
      used += item.width
      if i > 0, !item.isSpace, !items[i - 1].isSpace { used += BarItem.gap(items[i - 1], item) }
    }
    let flexible = items.filter { if case .flexibleSpace = $0.kind { true } else { false } }.count
    let share = flexible > 0 ? max(0, width - used) / Double(flexible) : 0
    var x = leading
    var positions: [Double] = []
    for (i, item) in items.enumerated() {
      if i > 0, !item.isSpace, !items[i - 1].isSpace { x += BarItem.gap(items[i - 1], item) }
      positions.append(x)
      x += item.width
      if case .flexibleSpace = item.kind { x += share }
    }
    return positions
  }

  static func draw(_ items: [BarItem], in bar: Rect, on canvas: inout Canvas) {
    for (item, x) in zip(items, layout(items, width: bar.width)) {
      item.draw(at: bar.minX + x, barTop: bar.minY, barHeight: bar.height, on: &canvas)
    }
  }
}
