import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Draws an iOS 6 toolbar's buttons where ``BarButtonLayout/toolbar(_:width:)`` puts them:
/// plain items borderless, bordered and Done items as buttons in the bar's shades.
struct IOS6ToolbarPainter: BarPainter {
  let bar: Toolbar
  let style: IOS6BarStyle
  let images: ImageStore

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas) throws(RenderError) {
    let row = laidOut.bar
    let buttons = try bar.items.map { item throws(RenderError) in
      try IOS6BarButton(item, inNavigationBar: false, images: images)
    }
    for (button, x) in zip(buttons, BarButtonLayout.toolbar(buttons, width: row.width)) {
      button.draw(at: x, in: row, metrics: laidOut.metrics, style: style, on: &canvas)
    }
  }
}
