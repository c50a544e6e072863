import BarKitGeometry
import Testing

@testable import BarKitRaster

@Suite struct GradientTests {
  func row(_ gradient: LinearGradient, width: Int = 16) -> [PremultipliedRGBA8] {
    var canvas = Canvas(size: Size(width: Double(width), height: 1))!
    canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: 1), with: Paint(shader: .linearGradient(gradient)))
    return Array(canvas.pixmap.pixels)
  }

  @Test func endpointsAreTheExactStopColors() {
    // Start and end on the first and last pixel centers.
    let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255, a: 200)
    let g = LinearGradient(start: Point(x: 2.5, y: 0), end: Point(x: 12.5, y: 0), colors: [red, blue])!
    let pixels = row(g)
    #expect(pixels[2] == red.premultiplied)
    #expect(pixels[12] == blue.premultiplied)
    // Beyond the ends the end colors continue.
    #expect(pixels[0] == red.premultiplied)
    #expect(pixels[15] == blue.premultiplied)
    // Monotone in between.
    for x in 3...12 { #expect(pixels[x].r <= pixels[x - 1].r && pixels[x].b >= pixels[x - 1].b) }
  }

  @Test func interpolationIsPremultiplied() {
    let g = LinearGradient(
      start: Point(x: 0.5, y: 0), end: Point(x: 10.5, y: 0), colors: [RGBA8(r: 255, g: 0, b: 0), .clear])!
    let middle = row(g)[5]
    // Halfway between opaque red and transparent black: half-transparent *red*, not dark red.
    #expect(middle == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
    #expect(middle.unpremultiplied.r == 255)
  }

  @Test func midpointIsRoundedInteger() {
    let g = LinearGradient(start: Point(x: 0.5, y: 0), end: Point(x: 2.5, y: 0), colors: [.black, .white])!
    // t = 0.5 exactly: (0·32768 + 255·32768 + 32768) >> 16 = 128.
    #expect(row(g, width: 3)[1] == RGBA8(r: 128, g: 128, b: 128).premultiplied)
  }

  @Test func hardStopsAndUnsortedStops() {
    let stops = [
      GradientStop(location: 1, color: .white), GradientStop(location: 0.5, color: .black),
      GradientStop(location: 0.5, color: RGBA8(r: 255, g: 0, b: 0)), GradientStop(location: 0, color: .black),
    ]
    let g = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 0), stops: stops)!
    #expect(g.stops.map(\.location) == [0, 0.5, 0.5, 1])
    let pixels = row(g, width: 10)
    #expect(pixels[4].r == 0 && pixels[4].g == 0)  // black side
    #expect(pixels[5].r > 200 && pixels[5].g < 40)  // just after the hard edge: red
  }

  @Test func verticalGradientFollowsTheTransform() {
    var canvas = Canvas(size: Size(width: 2, height: 4), scale: .x2)!
    let g = LinearGradient(start: Point(x: 0, y: 0.25), end: Point(x: 0, y: 3.75), colors: [.black, .white])!
    canvas.fill(Rect(x: 0, y: 0, width: 2, height: 4), with: Paint(shader: .linearGradient(g)))
    #expect(canvas.pixmap[0, 0] == RGBA8.black.premultiplied)
    #expect(canvas.pixmap[3, 7] == RGBA8.white.premultiplied)
    #expect(canvas.pixmap[0, 3] == canvas.pixmap[3, 3])
  }

  @Test func degenerateGradients() {
    #expect(LinearGradient(start: .zero, end: .zero, stops: []) == nil)
    let g = LinearGradient(start: Point(x: 3, y: 3), end: Point(x: 3, y: 3), colors: [.black, .white])!
    #expect(row(g, width: 4).allSatisfy { $0 == RGBA8.white.premultiplied })
  }

  @Test func opacityScalesTheSource() {
    let g = LinearGradient(start: .zero, end: Point(x: 1, y: 0), colors: [.white])!
    var canvas = Canvas(size: Size(width: 2, height: 1))!
    canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), with: Paint(shader: .linearGradient(g), opacity: 0.5))
    #expect(canvas.pixmap[0, 0] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 128))
  }
}
