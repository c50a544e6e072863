import BarKitRaster

/// One colour a device model shipped in (`silver`, `gold`, `space-gray`): the band and back
/// seen at the edges, the front glass, and the accent of the home button's ring and the
/// chamfered edge.
public struct DeviceFinish: Hashable, Sendable {
  /// The name manifests use, as Apple's store names it, lower case with dashes.
  public let name: String
  /// The aluminium, steel or titanium band.
  public let band: RGBA8
  /// The front glass around the screen: white or black on home-button models, black on the others.
  public let front: RGBA8
  /// The home button's ring and the polished chamfer.
  public let accent: RGBA8

  /// Creates a finish from hexadecimal sRGB colours (`0xD7D8DA`).
  init(_ name: String, band: UInt32, front: UInt32, accent: UInt32? = nil) {
    func color(_ hex: UInt32) -> RGBA8 {
      RGBA8(r: UInt8(hex >> 16 & 0xFF), g: UInt8(hex >> 8 & 0xFF), b: UInt8(hex & 0xFF))
    }
    self.name = name
    self.band = color(band)
    self.front = color(front)
    self.accent = color(accent ?? band)
  }

  /// Whether the front glass is light (white-faced iPhones and iPads).
  var hasLightFront: Bool { Int(front.r) + Int(front.g) + Int(front.b) > 3 * 128 }
}
