import BarKitGeometry
import BarKitScene

/// One bar as the layout placed it, in points: which bar it is, its rows (prompt, bar, scope),
/// what its background covers, the edge that faces the content and the bar metrics it was laid
/// out with. Both looks paint from it; neither recomputes geometry from the scene.
struct LaidOutBar: Hashable, Sendable {
  /// Which side of the bar faces the content: iOS 7 draws its hairline (UIKit's shadow) one
  /// device pixel outside that edge, iOS 6 its drop shadow.
  enum Edge: Hashable, Sendable { case top, bottom }

  /// Which bar this is.
  let kind: SceneRenderer.BarKind
  /// The bar proper: where its items go (44 pt for a navigation bar, 32 in iPhone landscape,
  /// 49 for a tab bar, 20 for the status bar; the device's status bar on an all-screen device),
  /// between the sides of a landscape safe area.
  var bar: Rect
  /// What the iOS 7 background covers: the bar with its prompt and scope rows across the
  /// screen, plus the status bar area when the bar is top-attached (UIBarPositionTopAttached:
  /// "bars … draw their background extended upwards"), and the home indicator's area below the
  /// lowest bottom bar on an all-screen device.
  var background: Rect
  /// The prompt row above ``bar``: a navigation or search bar with a `prompt`.
  var prompt: Rect? = nil
  /// The scope row below a search bar's field, when the scope bar shows.
  var scope: Rect? = nil
  /// The edge facing the content; `nil` for the status bar.
  var contentEdge: Edge?
  /// Laid out with compact bar metrics (UIBarMetricsCompact, iOS 7's `LandscapePhone`): the
  /// 32-pt row of a navigation bar or toolbar in iPhone landscape. Search bars and tab bars
  /// keep their height in landscape, and so their default metrics.
  var isCompact = false

  /// Whether the background reaches above the bar proper: behind the status bar when
  /// top-attached, over the prompt row when the bar has one.
  var backgroundExtendsAboveBar: Bool { background.minY < bar.minY }

  /// The rows the bar's own views cover: prompt, bar and scope, without the status bar area,
  /// across its background (the whole screen, though the items keep to a landscape safe area).
  var ownRows: Rect {
    Rect(left: background.minX, top: (prompt ?? bar).minY, right: background.maxX, bottom: (scope ?? bar).maxY)
  }

  /// The bar's metrics for choosing a custom background image.
  var metrics: BarMetrics { isCompact ? .compact : .default }
}
