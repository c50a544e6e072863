import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// No bar item is drawn under a sensor housing or outside a screen's rounded corners, on any
/// device preset, in either orientation: asserted from the device table's geometry (the same
/// table the store set's frames draw), independent of the goldens.
@Suite struct AllScreenClearanceTests {
  /// A crowded scene with opaque white bars over white content: every pixel that is not white
  /// is an item's ink, a hairline (a uniform row) or the home indicator.
  static func scene(device: String, orientation: String) -> String {
    """
    {"canvas": {"device": "\(device)", "orientation": "\(orientation)"}, "content": {"color": "white"},
     "statusBar": {"batteryPercentage": true, "batteryState": "charging", "bluetooth": "connected", "alarm": true,
                   "locationServices": true, "dataNetwork": "lte", "operatorName": "Carrier"},
     "navigationBar": {"translucent": false, "title": "Mailboxes", "backItem": {"title": "Accounts"},
                       "rightItems": [{"systemItem": "compose"}, {"title": "Edit"}]},
     "toolbar": {"translucent": false, "items": [{"systemItem": "trash"}, {"systemItem": "flexibleSpace"},
                                                  {"title": "Done"}]},
     "tabBar": {"translucent": false, "items": [{"systemItem": "favorites"}, {"systemItem": "recents", "badgeValue": "12"},
                                                {"systemItem": "contacts"}, {"systemItem": "more"}]}}
    """
  }

  static let cases = DeviceTable.builtIn.names.flatMap { [($0, "portrait"), ($0, "landscape")] }

  @Test(arguments: cases) func itemsStayInsideTheScreenAndClearOfTheHousing(device: String, orientation: String)
    throws
  {
    let scene = try Scene(decoding: Data(Self.scene(device: device, orientation: orientation).utf8), file: "test")
    let canvas = try scene.resolvedCanvas(scale: .x1)
    let preset = try #require(DeviceTable.builtIn[name: device])
    let geometry =
      canvas.allScreen
      ?? AllScreenGeometry(
        safeAreaInsets: .zero, housing: nil, cornerRadius: preset.cornerRadius, screen: canvas.pointSize)
    // One device pixel per point keeps a debug build fast; the layout is in points.
    let out = try SceneRenderer().render(scene, scale: .x1)
    let p = out.pixmap
    let indicator = canvas.allScreen.map { _ in homeIndicatorFrame(canvas.pointSize) }
    var strays: [String] = []
    for y in 0..<p.height {
      let row = (0..<p.width).map { p.color($0, y) }
      if row.allSatisfy({ $0 == row[0] }) { continue }  // blank, or a hairline across the screen
      for x in 0..<p.width where row[x] != .white {
        let pixel = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
        if let indicator, indicator.intersection(pixel) != nil { continue }
        let outside = !geometry.screenContains(pixel)
        let underHousing = geometry.housing.flatMap { $0.intersection(pixel) } != nil
        if outside || underHousing {
          strays.append("(\(x), \(y))\(underHousing ? " under the housing" : " outside the corners")")
        }
      }
      if strays.count > 5 { break }
    }
    #expect(strays.isEmpty, "\(device) \(orientation): ink at \(strays.prefix(5).joined(separator: ", "))")
  }

  /// The home indicator itself lies inside the screen, clear of the corners.
  @Test(arguments: DeviceTable.builtIn.devices.filter { $0.safeAreaInsets != nil }.map(\.name))
  func homeIndicatorIsInsideTheScreen(device: String) throws {
    for orientation in [Orientation.portrait, .landscape] {
      let preset = try #require(DeviceTable.builtIn[name: device])
      let canvas = try SceneCanvas(device: preset, orientation: orientation).resolved()
      let geometry = try #require(canvas.allScreen)
      #expect(geometry.screenContains(homeIndicatorFrame(canvas.pointSize)), "\(device) \(orientation)")
    }
  }

  /// 134 × 5 pt, 8 pt above the bottom edge (HomeIndicatorPainter; Docs/Fidelity.md).
  func homeIndicatorFrame(_ screen: Size) -> Rect {
    Rect(x: (screen.width - 134) / 2, y: screen.height - 13, width: 134, height: 5)
  }
}
