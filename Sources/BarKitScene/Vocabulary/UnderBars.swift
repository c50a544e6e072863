/// What shows under a translucent bar on an edge the content does not extend under (the scene's
/// `content.underBars`): a capture whose own bars were cropped away keeps its blur when the
/// new bars sit over pixels taken from it rather than over the bare window.
public enum UnderBars: String, CaseIterable, Sendable, SceneEnum {
  /// The content's edge rows repeated outwards to the screen's edge (the default). At rest a
  /// scroll view's inset area, which a real iOS 7 bar covers, continues the content's edge, and
  /// a capture's own bar rows were already blurred and tinted once.
  case extendedEdges
  /// The image's rows that `crop` cut away, in their place beside the rest: the capture's own
  /// bars blurred again under the new ones. Elsewhere (no crop on that side) the window shows.
  case croppedRows
  /// The window: white, or the content's `color` (a view stopped at the layout guides).
  case window
}
