import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Lays out a toolbar's items: flexible spaces share the leftover width equally; a fixed space
/// takes only its `width` (UIBarButtonItem reference); the outer items keep the iOS 7 edge
/// margins (measurements.md §9).
enum ToolbarPainter {
  /// The x of each item's box, in order, for a bar `width` points wide.
  static func layout<Item: ToolbarLayoutItem>(_ items: [Item], width: Double) -> [Double] {
    guard let first = items.first, let last = items.last else { return [] }
    let leading = first.isSpace ? 0 : first.edgeMargin
    let trailing = last.isSpace ? 0 : last.edgeMargin
    var used = leading + trailing
    for (i, item) in items.enumerated() {
      used += item.width
      if i > 0, !item.isSpace, !items[i - 1].isSpace { used += Item.gap(items[i - 1], item) }
    }
    let flexible = items.filter(\.isFlexibleSpace).count
    let share = flexible > 0 ? max(0, width - used) / Double(flexible) : 0
    var x = leading
    var positions: [Double] = []
    for (i, item) in items.enumerated() {
      if i > 0, !item.isSpace, !items[i - 1].isSpace { x += Item.gap(items[i - 1], item) }
      positions.append(x)
      x += item.width
      if item.isFlexibleSpace { x += share }
    }
    return positions
  }

  static func draw(_ items: [BarItem], in bar: Rect, on canvas: inout Canvas) {
    for (item, x) in zip(items, layout(items, width: bar.width)) {
      item.draw(at: bar.minX + x, barTop: bar.minY, barHeight: bar.height, on: &canvas)
    }
  }
}

/// What the toolbar layout needs of an item: the iOS 7 ``BarItem`` and the iOS 6 bar button.
protocol ToolbarLayoutItem {
  /// The box width in points.
  var width: Double { get }
  /// A flexible or fixed space.
  var isSpace: Bool { get }
  /// A space that shares the leftover width.
  var isFlexibleSpace: Bool { get }
  /// The distance from the screen edge when the item is outermost.
  var edgeMargin: Double { get }
  /// The gap between two adjacent non-space items.
  static func gap(_ a: Self, _ b: Self) -> Double
}

extension BarItem: ToolbarLayoutItem {
  var isFlexibleSpace: Bool {
    if case .flexibleSpace = kind { return true }
    return false
  }
}
