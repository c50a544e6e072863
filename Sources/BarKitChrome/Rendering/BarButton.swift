import BarKitGeometry
import BarKitRaster

/// A bar button of either look (``IOS7BarButton``, ``IOS6BarButton``), measured and styled for
/// its bar: its box for the layout, and how to draw it once placed.
protocol BarButton: BarButtonBox {
  /// What the button shows, for its element: a title, a system item, a label's text.
  var elementLabel: String? { get }
  /// Draws the button with its box's left edge at `x` in the bar's row `row`.
  func draw(at x: Double, in row: Rect, on canvas: inout Canvas)
}

extension BarButton {
  /// Draws the button at `x` in `row` and notes it as the element `path`: its box across the
  /// row. Spaces draw nothing and are no element.
  func draw(at x: Double, in row: Rect, on canvas: inout Canvas, elements: inout ElementFrames, path: String) {
    draw(at: x, in: row, on: &canvas)
    guard !isSpace else { return }
    elements.add(path, label: elementLabel, Rect(x: x, y: row.minY, width: width, height: row.height))
  }
}

/// A navigation bar's left or right group of buttons: the left one laid out from the left edge,
/// the right one from the right edge inward, its first button outermost (as
/// UINavigationItem.rightBarButtonItems).
struct BarButtonGroup<Button: BarButton> {
  enum Side { case left, right }

  let buttons: [Button]
  let side: Side
  /// The items' JSON path in the scene (`navigationBar.leftItems`): each button is the element
  /// `path[i]`.
  let path: String

  /// How far the group reaches from its screen edge (its innermost box's far edge), or `empty`
  /// when it has no buttons.
  func extent(empty: Double) -> Double { BarButtonLayout.extent(buttons, empty: empty) }

  /// Draws the buttons in `row`, noting each in `elements`.
  func draw(in row: Rect, on canvas: inout Canvas, elements: inout ElementFrames) {
    let xs =
      side == .left
      ? BarButtonLayout.leading(buttons, from: row.minX) : BarButtonLayout.trailing(buttons, endingAt: row.maxX)
    for (i, (button, x)) in zip(buttons, xs).enumerated() {
      button.draw(at: x, in: row, on: &canvas, elements: &elements, path: "\(path)[\(i)]")
    }
  }
}

/// A toolbar, in either look: its buttons where ``BarButtonLayout/toolbar(_:width:)`` puts them.
/// Each look measures and styles its own buttons (``IOS7BarButton/toolbar(_:appearance:images:)``,
/// ``IOS6BarButton/toolbar(_:style:metrics:images:)``).
struct ToolbarPainter<Button: BarButton>: BarPainter {
  let buttons: [Button]

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) {
    let row = laidOut.bar
    for (i, (button, x)) in zip(buttons, BarButtonLayout.toolbar(buttons, width: row.width)).enumerated() {
      button.draw(at: row.minX + x, in: row, on: &canvas, elements: &elements, path: "toolbar.items[\(i)]")
    }
  }
}
