/// A device's outside, front view, portrait, in millimetres: what ``DeviceFrame`` draws. The
/// numbers are in ``DeviceFrameSpec/builtIn`` (DeviceFrameTable.swift), with their sources.
public struct DeviceFrameSpec: Sendable {
  /// The device preset it frames (`iphone-5s`).
  public let device: String
  /// The body's width and height, mm.
  let bodyWidth: Double
  let bodyHeight: Double
  /// The radius of the body's corners seen from the front, mm.
  let cornerRadius: Double
  /// The screen's width in mm: its physical pixels across ÷ pixels per inch × 25.4. The height
  /// follows from the device's screen in points.
  let screenWidth: Double
  /// How far the screen's centre sits below the body's, mm.
  let screenDrop: Double
  /// The band seen around the front glass, mm.
  let rim: Double
  /// What surrounds the screen.
  let design: FrontDesign
  /// The buttons on the edges.
  let buttons: [SideButton]
  /// The colours it shipped in; the first is the default.
  public let finishes: [DeviceFinish]

  /// The finish named `name`, if the model came in it.
  public func finish(named name: String) -> DeviceFinish? { finishes.first { $0.name == name } }
}

/// What surrounds a device's screen on its front.
enum FrontDesign: Hashable, Sendable {
  /// A home button below the screen (`homeButton` mm across) and an earpiece above it
  /// (`earpiece` mm long); `ring` for Touch ID's metal ring, `squareIcon` for the earlier
  /// button's rounded square. `camera` places the front camera.
  case homeButton(homeButton: Double, icon: HomeButtonIcon, earpiece: Double, camera: CameraPlacement)
  /// An all-screen iPhone: the screen to the edges around the device table's sensor housing
  /// (the notch or the Dynamic Island, ``BarKitScene/SensorHousing``).
  case allScreen
  /// An all-screen iPad: an even black bezel with the camera in it, on the top edge or (models
  /// whose camera moved to the landscape edge) the right one.
  case padBezel(cameraOnLongEdge: Bool)
}

/// What is drawn on a home button.
enum HomeButtonIcon: Hashable, Sendable {
  /// The rounded square of the original home button (iPhone 4s, iPads before Touch ID).
  case squareIcon
  /// Touch ID's metal ring in the finish's accent colour.
  case ring
  /// A plain concave button (iPhone SE's solid-state button).
  case plain
}

/// Where the front camera sits relative to the earpiece.
enum CameraPlacement: Hashable, Sendable {
  case leftOfEarpiece
  case aboveEarpiece
  /// iPads: centred above the screen, no earpiece.
  case centred
}

/// A button on the body's edge, protruding past the outline.
struct SideButton: Hashable, Sendable {
  enum Edge: Hashable, Sendable { case left, right, top }
  let edge: Edge
  /// Where it starts, mm: from the body's top on the left and right edges, from the body's
  /// right on the top edge.
  let from: Double
  /// Its length along the edge, mm.
  let length: Double
}
