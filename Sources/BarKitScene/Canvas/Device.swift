import BarKitGeometry

/// A device a scene can be drawn for: its screen in points (portrait), scale and shape.
public struct Device: Hashable, Sendable {
  /// The preset name scenes use (`iphone-5s`), lower case with dashes.
  public var name: String
  /// The screen in points, portrait.
  public var pointSize: Size
  /// Device pixels per point (`UIScreen.scale`).
  public var scale: DisplayScale
  /// The height of the device's own status bar in points: 20 on iOS 7 devices; larger on
  /// devices with a notch or Dynamic Island, where it is the top of the portrait safe area.
  public var statusBarHeight: Double
  /// Phone or pad (`UIUserInterfaceIdiom`).
  public var idiom: Idiom
  /// The radius of the screen's rounded corners in points (0 for square screens).
  public var cornerRadius: Double
  /// The notch or Dynamic Island at the top of the screen, if any.
  public var sensorHousing: SensorHousing?
  /// The safe area insets of an all-screen device (a sensor housing, a home indicator), `nil`
  /// on the others, where iOS 7's own layout applies.
  public var safeAreaInsets: DeviceSafeArea?

  /// Creates a device.
  public init(
    name: String, pointSize: Size, scale: DisplayScale, statusBarHeight: Double = 20, idiom: Idiom,
    cornerRadius: Double = 0, sensorHousing: SensorHousing? = nil, safeAreaInsets: DeviceSafeArea? = nil
  ) {
    self.name = name
    self.pointSize = pointSize
    self.scale = scale
    self.statusBarHeight = statusBarHeight
    self.idiom = idiom
    self.cornerRadius = cornerRadius
    self.sensorHousing = sensorHousing
    self.safeAreaInsets = safeAreaInsets
  }
}

extension Device: SceneDecodable {
  static let keys = [
    "name", "width", "height", "scale", "statusBarHeight", "idiom", "cornerRadius", "sensorHousing", "safeAreaInsets",
  ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    let name: String = try o.required("name")
    guard !name.isEmpty else { throw o["name"]!.mismatch("a non-empty name") }
    guard let width = o["width"], let height = o["height"], let scale = o["scale"] else {
      throw node.error(.missingKey(["width", "height", "scale"].first { !o.has($0) }!))
    }
    self.init(
      name: name,
      pointSize: Size(
        width: try width.number(in: SceneCanvas.pointLimit), height: try height.number(in: SceneCanvas.pointLimit)),
      scale: DisplayScale(try scale.integer(in: 1...3))!,
      idiom: try o.required("idiom"))
    // An all-screen device: its status bar is the top of the portrait safe area unless given.
    try o.update(&safeAreaInsets, "safeAreaInsets")
    if let insets = safeAreaInsets { statusBarHeight = insets.portrait.top }
    try o.update(&statusBarHeight, "statusBarHeight", in: 0...200)
    try o.update(&cornerRadius, "cornerRadius", in: 0...200)
    try o.update(&sensorHousing, "sensorHousing")
    if let housing = sensorHousing {
      let node = o["sensorHousing"]!
      guard safeAreaInsets != nil else {
        throw node.error(
          .invalid("needs \"safeAreaInsets\" beside it (the bars are laid out around the housing by them)"))
      }
      guard housing.width < pointSize.width, housing.top + housing.height < pointSize.height / 2 else {
        throw node.error(.invalid("does not fit in the top half of the screen"))
      }
    }
  }
}
