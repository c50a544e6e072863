import BarKitGeometry
import BarKitRaster
import BarKitScene
import Testing

@testable import BarKitMockups

/// The store set's frames draw the sensor housing and the screen's corners from the device
/// table, the same numbers the renderer keeps the bars' items clear of
/// (AllScreenClearanceTests): a frame's island sits exactly where the table puts it.
@Suite struct DeviceFrameHousingTests {
  static let allScreen = DeviceTable.builtIn.devices.filter { $0.sensorHousing != nil }.map(\.name)

  @Test func everyHousingDeviceHasAnAllScreenFrameAndNoOtherHasOne() throws {
    for device in DeviceTable.builtIn.devices {
      let spec = try #require(DeviceFrameSpec.builtIn[device.name])
      #expect((spec.design == .allScreen) == (device.sensorHousing != nil), "\(device.name)")
    }
  }

  @Test(arguments: allScreen) func frameDrawsTheTablesHousingWhereTheTablePutsIt(name: String) throws {
    let device = try #require(DeviceTable.builtIn[name: name])
    let housing = try #require(device.sensorHousing).frame(screenWidth: device.pointSize.width)
    let spec = try #require(DeviceFrameSpec.builtIn[name])
    var canvas = Canvas(size: Size(width: 900, height: 1800), background: .white)!
    let frame = DeviceFrame(
      spec: spec, device: device, finish: spec.finishes[0], fitting: Rect(x: 50, y: 50, width: 800, height: 1700))
    let w = Int(device.pointSize.width) * device.scale.factor, h = Int(device.pointSize.height) * device.scale.factor
    frame.draw(screenshot: Pixmap(width: w, height: h, filledWith: RGBA8.white.premultiplied)!, into: &canvas)
    let k = frame.screen.width / device.pointSize.width
    func pixel(_ x: Double, _ y: Double) -> PremultipliedRGBA8 {
      canvas.pixmap[Int(frame.screen.minX + x * k), Int(frame.screen.minY + y * k)]
    }
    // Black inside the housing (a point left of its camera), the white screen 4 pt beyond
    // each side of it and 4 pt below it.
    #expect(pixel(housing.minX + housing.width * 0.3, housing.midY).r < 40)
    #expect(pixel(housing.minX - 4, housing.midY).r > 200)
    #expect(pixel(housing.maxX + 4, housing.midY).r > 200)
    #expect(pixel(housing.midX, housing.maxY + 4).r > 200)
  }
}
