import BarKitEffects
import BarKitGeometry
import BarKitRaster
import BarKitScene

/// A navigation bar that behaves as a TONavigationBar, resolved for one frame: the bar as
/// UIKit would see it at this moment (its bar style, tint and title colour switched as the
/// library switches them) and what the library draws itself (background, separator).
struct RevealedNavigationBar {
  /// The bar with this moment's `barStyle`, `tintColor` and title colour; the stock background
  /// and hairline are gone (the library swaps them for empty images).
  let bar: NavigationBar
  /// How much of each part shows.
  let state: NavigationBarReveal
  /// The library's own background: a light or a dark blur.
  let backgroundStyle: BackdropStyle
  /// The separator's colour.
  let separatorColor: RGBA8

  /// Resolves `bar` laid out as `laidOut`, or returns `nil` when it is a plain navigation bar
  /// and no `override` state is given.
  init?(_ bar: NavigationBar, laidOut: LaidOutBar, windowTint: RGBA8, override: NavigationBarReveal?) {
    guard bar.behavesAsTONavigationBar || override != nil else { return nil }
    let context = NavigationBarReveal.Context(bar, laidOut: laidOut, windowTint: windowTint)
    let state = override ?? NavigationBarReveal(bar, context: context)
    let preferred = context.preferredBarStyle
    var resolved = bar
    resolved.barStyle = state.barStyle
    resolved.tintColor = state.tintColor
    resolved.backgroundImage = []
    resolved.shadowImage = nil
    // The library sets the title colour from the preferred style, not the current bar style:
    // over a light background the title is already black while the status bar, still following
    // the black bar style, is white.
    var attributes = bar.titleTextAttributes ?? TextAttributes()
    if attributes.color == nil { attributes.color = preferred == .default ? .black : .white }
    resolved.titleTextAttributes = attributes
    self.bar = resolved
    self.state = state
    backgroundStyle = NavigationBarReveal.backgroundStyle(preferred: preferred)
    separatorColor = NavigationBarReveal.separatorColor(preferred: preferred)
  }
}
