import BarKitGeometry
import BarKitScene

/// Where an all-screen iPhone's status bar items go: the two ears beside the sensor housing,
/// clear of the housing and of the screen's rounded corners, and the row they are drawn in.
///
/// iOS puts the clock in the left ear and the signal, network and battery in the right one
/// (Apple's Human Interface Guidelines, "Layout": the status bar's areas either side of the
/// housing); BarKit draws iOS 7's items there, each ear's items as a group centred in it.
struct StatusBarEars: Hashable, Sendable {
  /// The room for the clock: from the corner's arc to the housing, less the clearance.
  let left: ClosedRange<Double>
  /// The room for the indicators, likewise.
  let right: ClosedRange<Double>
  /// The centres of the ears themselves (from the screen's edge to the housing).
  let leftCenter: Double
  let rightCenter: Double
  /// The top of the 20-pt iOS 7 row, centred on the housing's middle, on a device pixel.
  let rowTop: Double

  /// The clear space kept from the housing and the corner's arc: iOS 7's spacing between
  /// status bar items (Docs/Fidelity.md, "Today's devices").
  static let clearance = IOS7Metrics.statusIndicatorSpacing
  /// The top of the tallest glyphs (battery, Wi-Fi) in the 20-pt row (§7: 5.5 pt).
  static let glyphTop = 5.5

  /// The ears of `geometry`'s housing, or `nil` without one or without a status bar row.
  init?(_ geometry: AllScreenGeometry, statusBar: Rect, scale: DisplayScale) {
    guard let housing = geometry.housing, statusBar.height > 0, housing.minY < statusBar.maxY else { return nil }
    let k = Double(scale.factor)
    rowTop = ((housing.midY - IOS7Metrics.statusBarHeight / 2) * k).rounded() / k
    // How far the corner's arc reaches in at the glyphs' top.
    let r = geometry.cornerRadius
    let y = rowTop + Self.glyphTop
    let cornerInset = y < r ? r - (r * r - (r - y) * (r - y)).squareRoot() : 0
    let width = statusBar.width
    left = (cornerInset + Self.clearance)...max(cornerInset + Self.clearance, housing.minX - Self.clearance)
    right = (housing.maxX + Self.clearance)...max(housing.maxX + Self.clearance, width - cornerInset - Self.clearance)
    leftCenter = housing.minX / 2
    rightCenter = (housing.maxX + width) / 2
  }
}
