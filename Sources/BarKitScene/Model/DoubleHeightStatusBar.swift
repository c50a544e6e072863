import BarKitJSON

/// The status bar at double height (`statusBar.doubleHeight`): 40 pt instead of 20, the
/// status items in white on a colored band across both rows, and a line of text centred in the
/// lower row. UIKit moves the app's window content down by the extra 20 pt and shortens it by
/// as much (`UIApplication.statusBarFrame` is 40 pt tall); a tab bar stays at the bottom.
public struct DoubleHeightStatusBar: Hashable, Sendable {
  /// Why the bar is double height, which sets its color and default text.
  public var style: DoubleHeightStatusBarStyle
  /// The line in the lower row; `nil` is ``DoubleHeightStatusBarStyle/defaultText``.
  public var text: String?

  /// A double-height bar of `style`, with its default text unless `text` is given.
  public init(style: DoubleHeightStatusBarStyle, text: String? = nil) {
    self.style = style
    self.text = text
  }

  /// The line the band shows.
  public var displayText: String { text ?? style.defaultText }
}

extension DoubleHeightStatusBar: SceneCodable {
  static let keys = ["style", "text"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(style: try o.required("style"), text: try o.decode("text"))
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("style", style)
    b.add("text", text)
    return b.json
  }
}

extension Scene {
  /// Refuses a double-height bar the renderers cannot draw truthfully: its default words in a
  /// language other than English (BarKit has them in English only), and iPhone landscape, where
  /// no capture or estimate says what iOS 7 shows.
  package func checkDoubleHeight(on canvas: ResolvedCanvas) throws(SceneError) {
    guard let band = statusBar.doubleHeight else { return }
    let path = JSONPath.root.appending(key: "statusBar").appending(key: "doubleHeight")
    if band.text == nil, let locale, locale.language != .en {
      throw SceneError(
        path: path,
        .invalid(
          "needs \"text\" with locale \"\(locale.identifier)\": BarKit has the band's words "
            + "(\"\(band.style.defaultText)\") in English only"))
    }
    if canvas.usesCompactBarMetrics {
      throw SceneError(path: path, .invalid("drawn in portrait only on iPhone (no capture or estimate of landscape)"))
    }
    if let device = canvas.device, canvas.allScreen != nil {
      // A notch or Dynamic Island leaves no row for the band: later iOS shows a call in the left
      // ear instead, which iOS 7 never drew.
      throw SceneError(
        path: path,
        .invalid(
          "not on \"\(device.name)\": an all-screen device has no double-height status bar (use an iOS 7 era device)"))
    }
  }
}
