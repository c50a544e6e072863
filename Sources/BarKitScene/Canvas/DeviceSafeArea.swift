import BarKitGeometry

/// A device's safe area insets in each orientation: what UIKit's `safeAreaInsets` of a
/// full-screen window are on it (Docs/Scenes.md, "Device presets", cites them).
public struct DeviceSafeArea: Hashable, Sendable {
  /// Portrait: the status bar's height on top, the home indicator's area below.
  public var portrait: EdgeInsets
  /// Landscape: both sides (the housing's and its mirror), the home indicator's area below.
  public var landscape: EdgeInsets

  /// Creates the insets.
  public init(portrait: EdgeInsets, landscape: EdgeInsets) {
    self.portrait = portrait
    self.landscape = landscape
  }

  /// An all-screen iPhone's: `top` (its status bar) and 34 pt below in portrait; `sides` on each
  /// side and 21 pt below in landscape, where iOS hides the status bar.
  public static func faceIDPhone(top: Double, sides: Double) -> DeviceSafeArea {
    DeviceSafeArea(
      portrait: EdgeInsets(top: top, bottom: 34), landscape: EdgeInsets(left: sides, bottom: 21, right: sides))
  }

  /// An all-screen iPad's: its `top` status bar and 20 pt below, in both orientations.
  public static func faceIDPad(top: Double) -> DeviceSafeArea {
    let insets = EdgeInsets(top: top, bottom: 20)
    return DeviceSafeArea(portrait: insets, landscape: insets)
  }
}

extension DeviceSafeArea: SceneDecodable {
  static let keys = ["portrait", "landscape"]

  /// `{"portrait": insets, "landscape": insets}`, each `{"top", "left", "bottom", "right"}` in
  /// points (missing sides 0), as UIKit reports a full-screen window's `safeAreaInsets`.
  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(portrait: try o.required("portrait"), landscape: try o.required("landscape"))
  }
}
