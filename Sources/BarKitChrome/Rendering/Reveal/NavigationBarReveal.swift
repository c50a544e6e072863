import BarKitRaster
import BarKitScene

/// What a TONavigationBar shows at one moment: how much of its own background, its separator
/// and its title, and which tint and bar style it has. Derived from a scroll offset (the bar
/// follows its target scroll view) or from the show/hide animation
/// (../shared/research/tonavigationbar.md §1.1, §1.2).
public struct NavigationBarReveal: Hashable, Sendable {
  /// The screen y, in points, where the background's top edge is; it reaches down to the bar's
  /// bottom. The background wipes in from the bottom edge as the content scrolls.
  public var backgroundTop: Double
  /// The background's opacity: 1 while scrolling (a wipe, not a fade), animated 0↔1 by show/hide.
  public var backgroundOpacity: Double
  /// The separator's opacity along the bar's bottom edge.
  public var separatorOpacity: Double
  /// The title's opacity (a title view is drawn when this is above 0).
  public var titleOpacity: Double
  /// The items' tint: white over the content, the preferred tint once the background shows.
  public var tintColor: RGBA8
  /// The bar's style, and so the status bar's: black (light status bar) until the background
  /// covers half the status bar, then the preferred style.
  public var barStyle: BarStyle

  /// Creates a reveal state from its parts.
  public init(
    backgroundTop: Double, backgroundOpacity: Double, separatorOpacity: Double, titleOpacity: Double,
    tintColor: RGBA8, barStyle: BarStyle
  ) {
    self.backgroundTop = backgroundTop
    self.backgroundOpacity = backgroundOpacity
    self.separatorOpacity = separatorOpacity
    self.titleOpacity = titleOpacity
    self.tintColor = tintColor
    self.barStyle = barStyle
  }
}

extension NavigationBarReveal {
  /// The bar's geometry and preferences the reveal depends on.
  public struct Context: Hashable, Sendable {
    /// The status bar's height above the bar (`s`; the bar's top edge on screen).
    public var statusBarHeight: Double
    /// The bar's height (`b`).
    public var barHeight: Double
    /// The tint once revealed.
    public var preferredTintColor: RGBA8
    /// The style once revealed.
    public var preferredBarStyle: BarStyle

    /// `T`: the bar's bottom edge on screen, the full extent of the reveal.
    public var revealDistance: Double { statusBarHeight + barHeight }

    /// Creates a context.
    public init(statusBarHeight: Double, barHeight: Double, preferredTintColor: RGBA8, preferredBarStyle: BarStyle) {
      self.statusBarHeight = statusBarHeight
      self.barHeight = barHeight
      self.preferredTintColor = preferredTintColor
      self.preferredBarStyle = preferredBarStyle
    }

    /// The reveal progress `o` (0...T points) for a scroll view at `contentOffset` whose
    /// background is fully shown at `minimumOffset`: `clamp(y − m + T, 0, T)`.
    public func progress(contentOffset y: Double, minimumOffset m: Double) -> Double {
      min(max(y - m + revealDistance, 0), revealDistance)
    }
  }

  /// The state at reveal progress `o` points (0 hidden … T fully shown), following the
  /// scroll mapping: linear ramps and hard switches, no easing.
  public init(progress o: Double, context c: Context) {
    let b = c.barHeight, s = c.statusBarHeight, t = c.revealDistance
    // TONavigationBar hides everything unless o exceeds FLT_EPSILON.
    let visible = o > Double(Float.ulpOfOne)
    self.init(
      backgroundTop: visible ? t - o : t,
      backgroundOpacity: visible ? 1 : 0,
      // Separator: o / (b/2), unclamped in the library; UIKit clamps alpha to 1.
      separatorOpacity: visible ? min(1, o / (0.5 * b)) : 0,
      // Title: 0 until o = 0.75 b, then linear to 1 at o = b.
      titleOpacity: visible ? min(1, max(0, o - 0.75 * b) / (0.25 * b)) : 0,
      tintColor: o > 0.5 * b ? c.preferredTintColor : .white,
      barStyle: o > b + 0.5 * s ? c.preferredBarStyle : .black)
  }

  /// The fully hidden state (the bar's `backgroundHidden` with nothing scrolled).
  public static func hidden(_ c: Context) -> NavigationBarReveal { NavigationBarReveal(progress: 0, context: c) }

  /// The fully shown state: the bar as it looks with `backgroundHidden` false.
  public static func shown(_ c: Context) -> NavigationBarReveal {
    NavigationBarReveal(progress: c.revealDistance, context: c)
  }

  /// A frame of the animated `setBackgroundHidden:animated:` at `time` (0...1 of its 0.35 s):
  /// the background, at full size, crossfades with the separator, and the tint moves between
  /// white and the preferred tint along UIKit's ease-in-out curve; the title and the bar style
  /// switch to the target at once (the library flips them outside the animation).
  public static func transition(showing: Bool, time: Double, context c: Context) -> NavigationBarReveal {
    let p = TimingCurve.easeInOut.progress(at: time)
    let shown = Self.shown(c)
    let amount = showing ? p : 1 - p
    return NavigationBarReveal(
      backgroundTop: 0, backgroundOpacity: amount, separatorOpacity: amount, titleOpacity: showing ? 1 : 0,
      tintColor: RGBA8.white.mixed(with: shown.tintColor, amount: amount),
      barStyle: showing ? shown.barStyle : .black)
  }

  /// How long UIKit animates the change (the library's `animateWithDuration:0.35`).
  public static let transitionDuration = 0.35
}
