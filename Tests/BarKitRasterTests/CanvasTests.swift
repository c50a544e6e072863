import BarKitGeometry
import Testing

@testable import BarKitRaster

@Suite struct CanvasTests {
  /// stb's image-write test pattern: an asymmetric "F", so flips, transposes and R/B swaps show.
  static let letterF = [
    ".....",
    ".###.",
    ".#...",
    ".##..",
    ".#...",
    ".#...",
  ]

  /// Checks every device pixel of `canvas` against `letterF` drawn in points.
  func expectLetterF(_ canvas: Canvas, scale: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    var wrong = 0
    for y in 0..<canvas.pixmap.height {
      for x in 0..<canvas.pixmap.width {
        let row = Array(Self.letterF[y / scale])
        let expected = row[x / scale] == "#" ? opaqueRed : opaqueBlue
        if canvas.pixmap[x, y] != expected { wrong += 1 }
      }
    }
    #expect(wrong == 0, sourceLocation: sourceLocation)
  }

  @Test(arguments: [1, 2, 3])
  func letterFWithRectangles(scale: Int) {
    var canvas = Canvas(
      size: Size(width: 5, height: 6), scale: DisplayScale(scale)!, background: RGBA8(r: 0, g: 0, b: 255))!
    let red = Paint.color(RGBA8(r: 255, g: 0, b: 0))
    canvas.fill(Rect(x: 1, y: 1, width: 1, height: 5), with: red)
    canvas.fill(Rect(x: 2, y: 1, width: 2, height: 1), with: red)
    canvas.fill(Rect(x: 2, y: 3, width: 1, height: 1), with: red)
    #expect(canvas.pixmap.width == 5 * scale && canvas.pixmap.height == 6 * scale)
    expectLetterF(canvas, scale: scale)
  }

  @Test(arguments: [1, 2, 3])
  func letterFWithOnePathThroughTheRasterizer(scale: Int) {
    var canvas = Canvas(
      size: Size(width: 5, height: 6), scale: DisplayScale(scale)!, background: RGBA8(r: 0, g: 0, b: 255))!
    var f = Path()
    for (x, y) in [(1.0, 1.0), (4, 1), (4, 2), (2, 2), (2, 3), (3, 3), (3, 4), (2, 4), (2, 6), (1, 6)] {
      if f.isEmpty { f.move(to: Point(x: x, y: y)) } else { f.line(to: Point(x: x, y: y)) }
    }
    f.close()
    canvas.fill(f, with: .color(RGBA8(r: 255, g: 0, b: 0)))
    expectLetterF(canvas, scale: scale)
  }

  @Test func transformsAndSaveRestore() {
    var canvas = Canvas(size: Size(width: 8, height: 8), scale: .x1)!
    canvas.withTransform(AffineTransform(translationX: 4, y: 2)) { c in
      c.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .color(.black))
    }
    canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .color(.white))
    #expect(canvas.pixmap[4, 2] == RGBA8.black.premultiplied)
    #expect(canvas.pixmap[0, 0] == RGBA8.white.premultiplied)
    #expect(canvas.transform == DisplayScale.x1.transform)
  }

  @Test func clipLimitsDrawingAndRestores() {
    var canvas = Canvas(size: Size(width: 4, height: 4), scale: .x2)!
    canvas.withClip(Rect(x: 1, y: 1, width: 2, height: 1)) { c in
      c.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .color(.black))
      c.fill(
        Path(elements: [.move(to: .zero), .line(to: Point(x: 4, y: 0)), .line(to: Point(x: 0, y: 4)), .close]),
        with: .color(.white))
    }
    let touched = (0..<64).filter { canvas.pixmap.pixels[$0].a > 0 }.map { ($0 % 8, $0 / 8) }
    #expect(touched.allSatisfy { (2..<6).contains($0.0) && (2..<4).contains($0.1) })
    #expect(touched.count == 8)
    #expect(canvas.clipBounds == canvas.pixmap.bounds)
    canvas.withClip(Rect(x: 0.76, y: 0.2, width: 1, height: 1.6)) { c in
      // Device edges 1.52, 0.4, 3.52, 3.6 round to the pixel box 2, 0, 4, 4.
      #expect(c.clipBounds == IntRect(x: 2, y: 0, width: 2, height: 4))
    }
    canvas.withClip(Rect(x: .nan, y: 0, width: 1, height: 1)) { c in #expect(c.clipBounds == nil) }
    canvas.clip(to: Rect(x: 10, y: 10, width: 1, height: 1))
    #expect(canvas.clipBounds == nil)
    canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .color(.white))  // draws nothing
    #expect(canvas.pixmap[0, 0] == .transparent)
  }

  @Test func fractionalRectangleEdgesAreAntialiased() {
    var canvas = Canvas(size: Size(width: 4, height: 1), scale: .x1)!
    canvas.fill(Rect(x: 0.5, y: 0, width: 2.25, height: 1), with: .color(.black))
    #expect(canvas.pixmap.pixels.map(\.a) == [128, 255, 191, 0])
  }

  @Test func singularTransformDrawsNothing() {
    var canvas = Canvas(size: Size(width: 4, height: 4))!
    canvas.transform = AffineTransform(scaleX: 0, y: 1)
    canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .color(.black))
    canvas.fill(
      Rect(x: 0, y: 0, width: 4, height: 4),
      with: Paint(shader: .linearGradient(LinearGradient(start: .zero, end: Point(x: 1, y: 1), colors: [.black])!)))
    #expect(canvas.pixmap.pixels.allSatisfy { $0 == .transparent })
  }

  @Test func canvasRejectsEmptySizes() {
    #expect(Canvas(size: Size(width: 0, height: 3)) == nil)
    #expect(Canvas(size: Size(width: .nan, height: 3)) == nil)
    #expect(Canvas(size: Size(width: 1.2, height: 1), scale: .x2)?.pixmap.width == 3)
  }

  @Test func evenOddFillThroughTheCanvas() {
    var ring = Path()
    for r in [rectangle(1, 1, 6, 6), rectangle(3, 3, 2, 2)] {
      ring.move(to: r[0])
      for p in r.dropFirst() { ring.line(to: p) }
      ring.close()
    }
    var canvas = Canvas(size: Size(width: 8, height: 8))!
    canvas.fill(ring, with: .color(.black), rule: .evenOdd)
    #expect(canvas.pixmap[3, 3] == .transparent)
    #expect(canvas.pixmap[1, 1] == RGBA8.black.premultiplied)
    canvas.fill(ring, with: .color(.black), rule: .nonZero)
    #expect(canvas.pixmap[3, 3] == RGBA8.black.premultiplied)
  }

  @Test func pixelAlignedRectangleFastPathMatchesTheRasterizer() {
    for scale in [1, 2, 3] {
      var fast = Canvas(size: Size(width: 6, height: 5), scale: DisplayScale(scale)!, background: .white)!
      var rasterized = fast
      let rect = Rect(x: 1, y: 2, width: 3, height: 2)
      fast.fill(rect, with: Paint(color: RGBA8(r: 0, g: 122, b: 255, a: 200)))
      var path = Path()
      path.move(to: Point(x: 1, y: 2))
      for p in [Point(x: 4, y: 2), Point(x: 4, y: 4), Point(x: 1, y: 4)] { path.line(to: p) }
      path.close()
      rasterized.fill(path, with: Paint(color: RGBA8(r: 0, g: 122, b: 255, a: 200)))
      #expect(fast.pixmap == rasterized.pixmap)
    }
  }

  @Test func paintBlitterOnAPixmapClipsSpans() {
    var pixmap = Pixmap(width: 4, height: 2)!
    let coverage: [UInt8] = [255, 128, 255, 255, 255, 255]
    pixmap.withPaintBlitter(.color(.black)) { blitter in
      coverage.withUnsafeBufferPointer { span in
        blitter.blitSpan(y: 1, x: -1, coverage: span)  // runs off both sides
        blitter.blitSpan(y: 7, x: 0, coverage: span)  // below the pixmap
      }
    }
    #expect(pixmap.pixels.map(\.a) == [0, 0, 0, 0, 128, 255, 255, 255])
  }
}
