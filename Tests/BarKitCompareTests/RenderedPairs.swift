import BarKitGeometry
import BarKitRaster
import BarKitText
import Testing

/// Pairs of images BarKit's own rasterizer draws in two ways that differ only in anti-aliasing
/// (the default comparison must pass them), and pairs whose content changed (it must fail them).
enum RenderedPairs {
  /// A named pair of images.
  struct Pair: CustomTestStringConvertible, Sendable {
    let name: String
    let expected: Pixmap
    let actual: Pixmap
    var testDescription: String { name }
  }

  /// Foreground on background: iOS 7's blue on white, white on near-black, black on light gray.
  static let schemes: [(name: String, foreground: RGBA8, background: RGBA8)] = [
    ("blue on white", RGBA8(r: 0, g: 122, b: 255), .white),
    ("white on dark", .white, RGBA8(r: 30, g: 30, b: 30)),
    ("black on gray", .black, RGBA8(r: 239, g: 239, b: 244)),
  ]

  /// A 64×64 scene of shapes in `foreground` on `background`: a disc, a rounded rectangle, a
  /// triangle, a 1.5-point diagonal stroke and a 0.7-point one (thinner than a pixel), offset by
  /// (`dx`, `dy`) and drawn `supersampling` times larger, then averaged down (1: drawn directly).
  static func shapes(
    foreground: RGBA8, background: RGBA8, dx: Double = 0, dy: Double = 0, supersampling k: Int = 1
  ) -> Pixmap {
    var canvas = Canvas(pixmap: Pixmap(width: 64 * k, height: 64 * k, filledWith: background.premultiplied)!)
    canvas.transform = AffineTransform(translationX: dx, y: dy).concatenating(
      AffineTransform(scaleX: Double(k), y: Double(k)))
    let paint = Paint(color: foreground)
    var disc = Path()
    disc.addEllipse(in: Rect(x: 6.3, y: 5.6, width: 23.1, height: 23.1))
    canvas.fill(disc, with: paint)
    var card = Path()
    card.addRoundedRect(Rect(x: 36.2, y: 7.4, width: 21.7, height: 17.3), cornerRadius: 4.6)
    canvas.fill(card, with: paint)
    var triangle = Path()
    triangle.move(to: Point(x: 8.1, y: 57.3))
    triangle.line(to: Point(x: 19.6, y: 35.2))
    triangle.line(to: Point(x: 30.4, y: 55.9))
    triangle.close()
    canvas.fill(triangle, with: paint)
    for (width, x) in [(1.5, 36.0), (0.7, 47.0)] {
      var line = Path()
      line.move(to: Point(x: x, y: 58.7))
      line.line(to: Point(x: x + 13.3, y: 33.1))
      canvas.stroke(line, style: StrokeStyle(lineWidth: width), with: paint)
    }
    return k == 1 ? canvas.pixmap : downsampled(canvas.pixmap, by: k)
  }

  /// The mean of each `k × k` block, rounded: supersampling's box filter.
  static func downsampled(_ image: Pixmap, by k: Int) -> Pixmap {
    let w = image.width / k, h = image.height / k
    var out = Pixmap(width: w, height: h)!
    for y in 0..<h {
      for x in 0..<w {
        var sum = (0, 0, 0, 0)
        for sy in 0..<k {
          for sx in 0..<k {
            let p = image[x * k + sx, y * k + sy]
            sum = (sum.0 + Int(p.r), sum.1 + Int(p.g), sum.2 + Int(p.b), sum.3 + Int(p.a))
          }
        }
        let n = k * k
        @inline(__always) func mean(_ v: Int) -> UInt8 { UInt8((v + n / 2) / n) }
        out.pixels[y * w + x] = PremultipliedRGBA8(r: mean(sum.0), g: mean(sum.1), b: mean(sum.2), a: mean(sum.3))!
      }
    }
    return out
  }

  /// The image without anti-aliasing: each pixel snapped to the foreground or the background,
  /// whichever it is nearer (coverage of at least one half draws the foreground).
  static func aliased(_ image: Pixmap, foreground: RGBA8, background: RGBA8) -> Pixmap {
    var out = image
    let f = foreground.premultiplied, b = background.premultiplied
    for i in out.pixels.indices {
      let p = out.pixels[i]
      func distance(_ q: PremultipliedRGBA8) -> Int {
        abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b))
      }
      out.pixels[i] = distance(f) <= distance(b) ? f : b
    }
    return out
  }

  /// Text as bars draw it (BarKitText), its pen starting `penX` points from the left edge.
  static func text(_ string: String, badge: Bool, scale: DisplayScale, penX: Double = 8) -> Pixmap {
    let s = scale.factor
    let background = badge ? RGBA8(r: 255, g: 59, b: 48) : RGBA8.white
    var image = Pixmap(width: 80 * s, height: 30 * s, filledWith: background.premultiplied)!
    let style = TextStyle(font: FontDescriptor(weight: .regular, size: badge ? 13 : 17), color: badge ? .white : .black)
    TextLine(string, style: style).draw(into: &image, baselineOrigin: Point(x: penX, y: 21), scale: scale)
    return image
  }

  /// Pairs that differ only in anti-aliasing: supersampling 2×, 4× and 8× against direct
  /// coverage, anti-aliasing off against on, sub-pixel shifts of shapes, text whose pen moved
  /// by a quarter, half and three quarters of a pixel, and FreeType's hinters against none
  /// (``HintedText``).
  static let antiAliasingOnly: [Pair] = {
    var pairs: [Pair] = []
    for scheme in schemes {
      let (f, b) = (scheme.foreground, scheme.background)
      let direct = shapes(foreground: f, background: b)
      for k in [2, 4, 8] {
        pairs.append(
          Pair(
            name: "shapes, \(scheme.name): \(k)× supersampling", expected: direct,
            actual: shapes(foreground: f, background: b, supersampling: k)))
      }
      pairs.append(
        Pair(
          name: "shapes, \(scheme.name): anti-aliasing off", expected: direct,
          actual: aliased(direct, foreground: f, background: b)))
      for (dx, dy) in [(0.25, 0.0), (0.5, 0.5), (0.3, 0.7)] {
        pairs.append(
          Pair(
            name: "shapes, \(scheme.name): shifted (\(dx), \(dy)) px", expected: direct,
            actual: shapes(foreground: f, background: b, dx: dx, dy: dy)))
      }
    }
    for scale in [DisplayScale.x1, .x2] {
      for badge in [false, true] {
        let string = badge ? "128" : "Settings"
        let base = text(string, badge: badge, scale: scale)
        for shift in [0.25, 0.5, 0.75] {
          pairs.append(
            Pair(
              name: "\"\(string)\" @\(scale.factor)x: pen moved \(shift) px", expected: base,
              actual: text(string, badge: badge, scale: scale, penX: 8 + shift / Double(scale.factor))))
        }
      }
    }
    for (string, size, badge) in [
      ("Settings", 17, false), ("Settings", 34, false), ("128", 13, true), ("128", 26, true),
    ] {
      let (f, b) = badge ? (RGBA8.white, RGBA8(r: 255, g: 59, b: 48)) : (RGBA8.black, RGBA8.white)
      let unhinted = HintedText.render(string, pixelSize: size, hinting: .none, foreground: f, background: b)
      for hinting in [HintedText.Hinting.native, .automatic] {
        pairs.append(
          Pair(
            name: "\"\(string)\" \(size) px: FreeType's \(hinting) hinting against none", expected: unhinted,
            actual: HintedText.render(string, pixelSize: size, hinting: hinting, foreground: f, background: b)))
      }
    }
    return pairs
  }()
}
