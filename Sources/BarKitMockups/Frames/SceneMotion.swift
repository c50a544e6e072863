import BarKitChrome
import BarKitScene

/// What changes from frame to frame of a scene's animation.
public enum SceneMotion: Hashable, Sendable {
  /// The navigation bar's target scroll view moves from one offset to another in steps (points;
  /// the step's sign must lead from `from` to `to`). The header and the content scroll with it.
  case scroll(from: Double, to: Double, step: Double)
  /// The transparent navigation bar's animated `setBackgroundHidden:animated:` (shown when
  /// `showing`), over its 0.35 s.
  case backgroundTransition(showing: Bool)

  /// The most frames one animation may have, so a typo in a step cannot exhaust memory.
  public static let maximumFrameCount = 1000
}
