import BarKitGeometry
import BarKitScene

extension ScreenLayout {
  /// Where the content goes: the whole screen on the edges it extends under (iOS 7's default;
  /// below a double-height status bar's extra row, the app's top), else from the bottom of the
  /// status bar and the top bars down to the top of the bottom bars, as a view controller's
  /// view with `edgesForExtendedLayout` left out is laid out between its top and bottom layout
  /// guides.
  func contentFrame(extendedUnder edges: RectEdge) -> Rect {
    var top = appTop
    var bottom = screen.height
    if !edges.contains(.top) {
      let topBars = bars.filter { $0.contentEdge == .bottom }.map { ($0.scope ?? $0.bar).maxY }
      top = ([statusBar.bar.maxY] + topBars).max()!
    }
    if !edges.contains(.bottom) {
      bottom = ([screen.height] + bars.filter { $0.contentEdge == .top }.map(\.bar.minY)).min()!
    }
    return Rect(x: 0, y: top, width: screen.width, height: max(bottom - top, 0))
  }
}
