import BarKitGeometry
import BarKitScene

/// Where one bar sits on the screen, in points.
struct BarFrame: Hashable, Sendable {
  /// Which side of the bar its hairline (UIKit's shadow) is drawn on, outside the bar.
  enum Edge: Hashable, Sendable { case top, bottom }

  /// The bar proper: where its items go (44 pt for a navigation bar, 49 for a tab bar).
  var bar: Rect
  /// What the background covers: the bar, plus the status bar area when the bar is
  /// top-attached (UIBarPositionTopAttached: "bars … draw their background extended upwards").
  var background: Rect
  /// The edge that faces the content: the hairline is one device pixel outside it.
  var hairlineEdge: Edge
  /// Whether the background reaches up behind the status bar.
  var isTopAttached: Bool { background.minY < bar.minY }
}
