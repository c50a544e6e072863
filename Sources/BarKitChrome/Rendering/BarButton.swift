import BarKitGeometry
import BarKitRaster

/// A bar button of either look (``IOS7BarButton``, ``IOS6BarButton``), measured and styled for
/// its bar: its box for the layout, and how to draw it once placed.
protocol BarButton: BarButtonBox {
  /// Draws the button with its box's left edge at `x` in the bar's row `row`.
  func draw(at x: Double, in row: Rect, on canvas: inout Canvas)
}

/// A navigation bar's left or right group of buttons: the left one laid out from the left edge,
/// the right one from the right edge inward, its first button outermost (as
/// UINavigationItem.rightBarButtonItems).
struct BarButtonGroup<Button: BarButton> {
  enum Side { case left, right }

  let buttons: [Button]
  let side: Side

  /// How far the group reaches from its screen edge (its innermost box's far edge), or `empty`
  /// when it has no buttons.
  func extent(empty: Double) -> Double { BarButtonLayout.extent(buttons, empty: empty) }

  /// Draws the buttons in `row`.
  func draw(in row: Rect, on canvas: inout Canvas) {
    let xs =
      side == .left
      ? BarButtonLayout.leading(buttons, from: row.minX) : BarButtonLayout.trailing(buttons, endingAt: row.maxX)
    for (button, x) in zip(buttons, xs) { button.draw(at: x, in: row, on: &canvas) }
  }
}

/// A toolbar, in either look: its buttons where ``BarButtonLayout/toolbar(_:width:)`` puts them.
/// Each look measures and styles its own buttons (``IOS7BarButton/toolbar(_:appearance:images:)``,
/// ``IOS6BarButton/toolbar(_:style:metrics:images:)``).
struct ToolbarPainter<Button: BarButton>: BarPainter {
  let buttons: [Button]

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas) {
    let row = laidOut.bar
    for (button, x) in zip(buttons, BarButtonLayout.toolbar(buttons, width: row.width)) {
      button.draw(at: row.minX + x, in: row, on: &canvas)
    }
  }
}
