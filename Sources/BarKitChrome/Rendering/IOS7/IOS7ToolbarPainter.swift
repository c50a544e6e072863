import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Draws a toolbar's items where ``BarButtonLayout/toolbar(_:width:)`` puts them, in the
/// bar's tint (measurements.md §9).
struct IOS7ToolbarPainter: BarPainter {
  let bar: Toolbar
  let appearance: IOS7BarAppearance
  let images: ImageStore

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas) throws(RenderError) {
    let row = laidOut.bar
    let buttons = try bar.items.map { item throws(RenderError) in
      try IOS7BarButton(item, tint: appearance.tint, isBlackBar: appearance.isBlack, images: images)
    }
    for (button, x) in zip(buttons, BarButtonLayout.toolbar(buttons, width: row.width)) {
      button.draw(at: row.minX + x, in: row, on: &canvas)
    }
  }
}
