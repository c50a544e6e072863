import BarKitGeometry
import BarKitRaster
import BarKitScene

/// A device frame placed on an image: the spec's millimetres turned into output pixels, so the
/// frame is drawn by the rasterizer at the size it appears, never scaled from a bitmap.
public struct DeviceFrame: Sendable {
  /// What is drawn.
  public let spec: DeviceFrameSpec
  /// The colour.
  public let finish: DeviceFinish
  /// Output pixels per millimetre.
  public let pixelsPerMillimetre: Double
  /// The body's outline, output pixels (buttons protrude past it).
  public let body: Rect
  /// The screen, output pixels.
  public let screen: Rect
  /// The radius of the screen's corners, output pixels (0 on square screens).
  public let screenCornerRadius: Double
  /// The device's screen in points, for the notch and Dynamic Island.
  let pointWidth: Double
  /// The notch or Dynamic Island, from the device table: the one the renderer keeps clear of.
  let housing: SensorHousing?

  /// How far buttons stand out from the body, mm (an estimate, as the buttons are: DeviceFrameTable.swift).
  static let buttonProtrusion = 0.55

  /// Places `spec` for `device` in `finish`, as large as fits `box` (buttons included), centred.
  public init(spec: DeviceFrameSpec, device: Device, finish: DeviceFinish, fitting box: Rect) {
    let protrusion = Self.buttonProtrusion
    let hasTopButton = spec.buttons.contains { $0.edge == .top }
    let outerWidth = spec.bodyWidth + 2 * protrusion
    let outerHeight = spec.bodyHeight + (hasTopButton ? protrusion : 0)
    let k = min(box.width / outerWidth, box.height / outerHeight)
    let bodyWidth = spec.bodyWidth * k, bodyHeight = spec.bodyHeight * k
    let top = box.midY - outerHeight * k / 2 + (hasTopButton ? protrusion * k : 0)
    self.init(
      spec: spec, device: device, finish: finish, pixelsPerMillimetre: k,
      body: Rect(x: box.midX - bodyWidth / 2, y: top, width: bodyWidth, height: bodyHeight))
  }

  /// Places `spec` with its body at `body`, `k` output pixels per millimetre.
  init(spec: DeviceFrameSpec, device: Device, finish: DeviceFinish, pixelsPerMillimetre k: Double, body: Rect) {
    self.spec = spec
    self.finish = finish
    self.pixelsPerMillimetre = k
    self.body = body
    let width = spec.screenWidth * k
    let height = width * device.pointSize.height / device.pointSize.width
    screen = Rect(
      x: body.midX - width / 2, y: body.midY + spec.screenDrop * k - height / 2, width: width, height: height)
    screenCornerRadius = device.cornerRadius * width / device.pointSize.width
    pointWidth = device.pointSize.width
    housing = device.sensorHousing
  }

  /// The body's corner radius, output pixels.
  var cornerRadius: Double { spec.cornerRadius * pixelsPerMillimetre }

  /// `mm` millimetres in output pixels.
  func px(_ mm: Double) -> Double { mm * pixelsPerMillimetre }

  /// `points` of the device's screen in output pixels.
  func screenPx(_ points: Double) -> Double { points * screen.width / pointWidth }

  /// Everything drawn: the body and its buttons (the shadow falls from this).
  public var bounds: Rect {
    let p = px(Self.buttonProtrusion)
    return Rect(left: body.minX - p, top: body.minY - p, right: body.maxX + p, bottom: body.maxY)
  }
}
