import BarKitGeometry
import BarKitScene

extension ScreenLayout {
  /// Where the content goes: the whole screen on the edges it extends under (iOS 7's default),
  /// else from the bottom of the status bar and the top bars down to the top of the bottom
  /// bars, as a view controller's view with `edgesForExtendedLayout` left out is laid out
  /// between its top and bottom layout guides.
  func contentFrame(extendedUnder edges: RectEdge) -> Rect {
    let bars = [navigationBar, searchBar, toolbar, tabBar].compactMap { $0 }
    var top = 0.0
    var bottom = screen.height
    if !edges.contains(.top) {
      let topBars = bars.filter { $0.hairlineEdge == .bottom }.map(\.bar.maxY) + [scopeBar?.maxY ?? 0]
      top = ([statusBar.maxY] + topBars).max()!
    }
    if !edges.contains(.bottom) {
      bottom = ([screen.height] + bars.filter { $0.hairlineEdge == .top }.map(\.bar.minY)).min()!
    }
    return Rect(x: 0, y: top, width: screen.width, height: max(bottom - top, 0))
  }
}
