import BarKitGeometry
import Testing

@testable import BarKitRaster

/// `withLayer(opacity:covering:)`: a group drawn at an opacity, as UIView's alpha does.
@Suite struct CanvasLayerTests {
  static func canvas(scale: DisplayScale = .x2) -> Canvas {
    Canvas(size: Size(width: 20, height: 10), scale: scale, background: .white)!
  }

  @Test func overlappingShapesInALayerDoNotShowThroughEachOther() {
    var layered = Self.canvas()
    layered.withLayer(opacity: 0.5, covering: Rect(x: 0, y: 0, width: 20, height: 10)) { c in
      c.fill(Rect(x: 2, y: 2, width: 8, height: 6), with: .color(.black))
      c.fill(Rect(x: 6, y: 2, width: 8, height: 6), with: .color(.black))
    }
    // Where the rects overlap the layer is still one coat of black at half opacity.
    let single = layered.pixmap[2 * 3, 2 * 4].unpremultiplied
    let overlap = layered.pixmap[2 * 8, 2 * 4].unpremultiplied
    #expect(single == overlap)
    #expect(abs(Int(single.r) - 128) <= 1)
    #expect(layered.pixmap[2 * 18, 2 * 4].unpremultiplied == .white, "outside the shapes")
  }

  @Test func fullAndZeroOpacityDrawDirectlyOrNothing() {
    var direct = Self.canvas(), full = Self.canvas(), none = Self.canvas()
    let rect = Rect(x: 1.25, y: 1.5, width: 7.3, height: 5.1)
    direct.fill(rect, with: .color(.systemBlue))
    full.withLayer(opacity: 1, covering: rect) { $0.fill(rect, with: .color(.systemBlue)) }
    none.withLayer(opacity: 0, covering: rect) { $0.fill(rect, with: .color(.systemBlue)) }
    #expect(full.pixmap == direct.pixmap)
    #expect(none.pixmap == Self.canvas().pixmap)
  }

  @Test func aLayerAtAFractionalPlaceKeepsItsAntialiasedEdges() {
    // The layer is widened to whole device pixels and copied back without resampling, so a
    // half-opacity layer of an anti-aliased shape equals the shape drawn at half opacity.
    var layered = Self.canvas(scale: .x3), flat = Self.canvas(scale: .x3)
    let rect = Rect(x: 1.2, y: 1.7, width: 6.35, height: 4.45)
    layered.withLayer(opacity: 0.5, covering: rect) { $0.fill(rect, with: .color(.black)) }
    flat.fill(rect, with: Paint(color: .black, opacity: 0.5))
    for y in 0..<flat.pixmap.height {
      for x in 0..<flat.pixmap.width {
        let a = layered.pixmap[x, y], b = flat.pixmap[x, y]
        #expect(abs(Int(a.r) - Int(b.r)) <= 1, "(\(x), \(y))")
      }
    }
  }
}
