import BarKitGeometry
import Testing

@testable import BarKitRaster

/// Each blend mode against `out = c·(s·Fa + d·Fb) + (1 − c)·d` evaluated in `Double`
/// (W3C Compositing and Blending §9.1 factors).
@Suite struct BlendModeTests {
  static func reference(_ mode: BlendMode, _ s: PremultipliedRGBA8, _ d: PremultipliedRGBA8, _ c: UInt8)
    -> PremultipliedRGBA8
  {
    let sa = Double(s.a) / 255, k = Double(c) / 255
    let (fa, fb): (Double, Double) =
      switch mode {
      case .sourceOver: (1, 1 - sa)
      case .destinationIn: (0, sa)
      case .destinationOut: (0, 1 - sa)
      case .copy: (1, 0)
      case .clear: (0, 0)
      }
    func ch(_ s: UInt8, _ d: UInt8) -> UInt8 {
      UInt8((k * (Double(s) * fa + Double(d) * fb) + (1 - k) * Double(d)).rounded())
    }
    return PremultipliedRGBA8(uncheckedR: ch(s.r, d.r), g: ch(s.g, d.g), b: ch(s.b, d.b), a: ch(s.a, d.a))
  }

  static func randomPixel(_ generator: inout SeededGenerator) -> PremultipliedRGBA8 {
    let a = UInt8.random(in: 0...255, using: &generator)
    return PremultipliedRGBA8(
      uncheckedR: .random(in: 0...a, using: &generator), g: .random(in: 0...a, using: &generator),
      b: .random(in: 0...a, using: &generator), a: a)
  }

  @Test(arguments: BlendMode.allCases)
  func matchesDoubleReferenceWithinOneLevel(mode: BlendMode) {
    var generator = SeededGenerator(seed: UInt64(mode.rawValue.count))
    var worst = 0
    var invariantBroken = false
    for _ in 0..<20_000 {
      let s = Self.randomPixel(&generator), d = Self.randomPixel(&generator)
      let c: UInt8 = [0, 255, .random(in: 0...255, using: &generator)].randomElement(using: &generator)!
      let out = mode.blend(s, onto: d, coverage: c)
      worst = max(worst, out.distance(to: Self.reference(mode, s, d, c)))
      if out.r > out.a || out.g > out.a || out.b > out.a { invariantBroken = true }
    }
    #expect(worst <= 1)
    #expect(!invariantBroken)
  }

  @Test(arguments: BlendMode.allCases)
  func zeroCoverageLeavesTheDestination(mode: BlendMode) {
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<1_000 {
      let s = Self.randomPixel(&generator), d = Self.randomPixel(&generator)
      #expect(mode.blend(s, onto: d, coverage: 0) == d)
    }
  }

  @Test func fullCoverageEndpointsAreExact() {
    let s = RGBA8(r: 10, g: 200, b: 30, a: 255).premultiplied
    let d = RGBA8(r: 90, g: 80, b: 70, a: 200).premultiplied
    #expect(BlendMode.copy.blend(s, onto: d, coverage: 255) == s)
    #expect(BlendMode.clear.blend(s, onto: d, coverage: 255) == .transparent)
    #expect(BlendMode.destinationIn.blend(s, onto: d, coverage: 255) == d)
    #expect(BlendMode.destinationOut.blend(s, onto: d, coverage: 255) == .transparent)
    #expect(BlendMode.destinationIn.blend(.transparent, onto: d, coverage: 255) == .transparent)
    #expect(BlendMode.destinationOut.blend(.transparent, onto: d, coverage: 255) == d)
  }

  @Test func canvasEraseWithDestinationOut() {
    var canvas = Canvas(size: Size(width: 4, height: 4), scale: .x1, background: .white)!
    canvas.fill(Rect(x: 1, y: 1, width: 2, height: 2), with: Paint(color: .black, blendMode: .destinationOut))
    #expect(canvas.pixmap[1, 1] == .transparent)
    #expect(canvas.pixmap[0, 0] == RGBA8.white.premultiplied)
  }
}
