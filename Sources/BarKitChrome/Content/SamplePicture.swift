import BarKitConcurrency
import BarKitRaster
import BarKitScene

/// Every sample is computed with integer arithmetic only (no `sin`, no floating point), so the
/// same size gives the same bytes on every machine and C library.
extension SamplePicture {
  /// Renders the picture at a size in device pixels; `scale` keeps features the same size in
  /// points at every scale.
  public func render(width: Int, height: Int, scale: Int) -> Pixmap {
    let scale = max(1, scale)
    // The landscape is the sample behind full-screen benchmarks: it gets a row renderer with
    // per-column and per-row tables instead of a function per pixel (10× faster).
    let landscape = self == .landscape ? Landscape(width: width, height: height, scale: scale) : nil
    let pixels = [PremultipliedRGBA8](unsafeUninitializedCapacity: width * height) { buffer, count in
      // Rows are independent: bands of them render on every core.
      let base = SendablePointer(buffer.baseAddress!)
      let bands = min(height, 16)
      Parallel.forEach(count: bands) { band in
        for y in (band * height / bands)..<((band + 1) * height / bands) {
          let row = UnsafeMutableBufferPointer(start: base.pointer + y * width, count: width)
          if let landscape {
            landscape.render(row: y, into: row)
          } else {
            for x in 0..<width {
              let c = color(x: x, y: y, width: width, height: height, scale: scale)
              row.initializeElement(at: x, to: PremultipliedRGBA8(uncheckedR: c.r, g: c.g, b: c.b, a: 255))
            }
          }
        }
      }
      count = width * height
    }
    return Pixmap(width: width, height: height, pixels: pixels)!
  }

  private func color(x: Int, y: Int, width: Int, height: Int, scale: Int) -> RGBA8 {
    switch self {
    case .landscape: preconditionFailure("the landscape is rendered by rows (Landscape)")
    case .tiles: return Self.tiles(x: x, y: y, scale: scale)
    case .stripes: return (y / (100 * scale)) % 2 == 0 ? RGBA8(r: 255, g: 25, b: 25) : RGBA8(r: 25, g: 255, b: 25)
    case .list: return Self.list(x: x, y: y, scale: scale)
    }
  }

  /// Linear blend of two colors, `t` in 0...`n`.
  fileprivate static func mix(_ a: RGBA8, _ b: RGBA8, _ t: Int, _ n: Int) -> RGBA8 {
    let n = max(1, n), t = min(max(t, 0), n)
    func ch(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8((Int(p) * (n - t) + Int(q) * t + n / 2) / n) }
    return RGBA8(r: ch(a.r, b.r), g: ch(a.g, b.g), b: ch(a.b, b.b))
  }

  /// A smooth integer wave with period `period` and amplitude `amplitude`: a parabolic
  /// approximation of a sine, exact in integers.
  fileprivate static func wave(_ x: Int, period: Int, amplitude: Int) -> Int {
    let p = max(2, period)
    let phase = ((x % p) + p) % p
    let half = p / 2
    let u = phase < half ? phase : phase - half  // 0..<half
    let bump = 4 * u * (half - u) * amplitude / max(1, half * half)  // 0...amplitude
    return phase < half ? bump : -bump
  }

  private static let tilePalette: [RGBA8] = [
    RGBA8(r: 255, g: 149, b: 0), RGBA8(r: 90, g: 200, b: 250), RGBA8(r: 255, g: 45, b: 85),
    RGBA8(r: 76, g: 217, b: 100), RGBA8(r: 88, g: 86, b: 214), RGBA8(r: 255, g: 204, b: 0),
    RGBA8(r: 0, g: 122, b: 255), RGBA8(r: 142, g: 142, b: 147), RGBA8(r: 255, g: 59, b: 48),
  ]

  private static func tiles(x: Int, y: Int, scale: Int) -> RGBA8 {
    let size = 80 * scale, gap = 2 * scale
    let cx = x / size, cy = y / size
    let ix = x - cx * size, iy = y - cy * size
    if ix < gap || iy < gap { return .white }
    let base = tilePalette[(cx * 7 + cy * 5 + cx * cy) % tilePalette.count]
    let next = tilePalette[(cx * 3 + cy * 2 + 4) % tilePalette.count]
    // A diagonal gradient inside each tile, and a round "subject" in its middle.
    let dx = ix - size / 2, dy = iy - size / 2
    let rr = size * size / 9
    if dx * dx + dy * dy < rr { return mix(next, .white, dx * dx + dy * dy, 2 * rr) }
    return mix(base, next, ix + iy, 2 * size)
  }

  private static func list(x: Int, y: Int, scale: Int) -> RGBA8 {
    let row = 44 * scale
    let iy = y % row
    let index = y / row
    // Separators: one device pixel, inset 15 pt as UITableView's are; #C8C7CC.
    if iy == row - 1 && x >= 15 * scale { return RGBA8(r: 200, g: 199, b: 204) }
    // A 30-pt thumbnail at 15 pt from the left, colored per row.
    let tx = x - 15 * scale, ty = iy - 7 * scale
    if tx >= 0, tx < 30 * scale, ty >= 0, ty < 30 * scale {
      return tilePalette[index % tilePalette.count]
    }
    // Two gray "text" bars.
    let textX = x - 55 * scale
    if textX >= 0, textX < (120 + (index * 37) % 100) * scale, iy >= 14 * scale, iy < 22 * scale {
      return RGBA8(r: 60, g: 60, b: 60)
    }
    if textX >= 0, textX < (80 + (index * 53) % 90) * scale, iy >= 27 * scale, iy < 32 * scale {
      return RGBA8(r: 160, g: 160, b: 165)
    }
    return .white
  }
}

extension RGBA8 {
  /// The color as an opaque pixel.
  fileprivate var opaquePixel: PremultipliedRGBA8 { PremultipliedRGBA8(uncheckedR: r, g: g, b: b, a: 255) }

  /// The color brightened (positive) or darkened (negative) by `amount` levels per channel, clamped.
  fileprivate func shifted(by amount: Int) -> RGBA8 {
    func ch(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(v) + amount))) }
    return RGBA8(r: ch(r), g: ch(g), b: ch(b), a: a)
  }
}

/// The landscape sample, with everything that depends only on a column or a row computed once.
private struct Landscape {
  let width: Int, height: Int, scale: Int
  let horizon: Int
  /// Hill ranges far to near: for each, its top edge per column and its colors by depth.
  /// `tops[r * width + x]`: the top edge of range r at column x.
  let tops: [Int]
  let shades: [[PremultipliedRGBA8]]
  let rippleShift: [Int]
  let sun: (x: Int, y: Int, radius: Int)

  static let ranges: [(lift: Int, color: RGBA8, p1: Int, a1: Int, p2: Int, a2: Int)] = [
    (-60, RGBA8(r: 104, g: 86, b: 160), 260, 34, 97, 9),
    (-25, RGBA8(r: 62, g: 98, b: 132), 190, 26, 71, 7),
    (10, RGBA8(r: 34, g: 84, b: 70), 150, 22, 53, 6),
  ]

  init(width: Int, height: Int, scale: Int) {
    self.width = width
    self.height = height
    self.scale = scale
    let horizon = height * 11 / 20
    self.horizon = horizon
    let depth = 200 * scale
    tops = Self.ranges.flatMap { range in
      (0..<width).map { x in
        let px = x / scale
        return horizon + range.lift * scale
          - (SamplePicture.wave(px, period: range.p1, amplitude: range.a1)
            + SamplePicture.wave(px + 31, period: range.p2, amplitude: range.a2)) * scale
      }
    }
    shades = Self.ranges.map { range in
      (0...depth).map { SamplePicture.mix(range.color, RGBA8(r: 20, g: 30, b: 40), $0, depth).opaquePixel }
    }
    rippleShift = (0..<width).map { SamplePicture.wave($0 / scale, period: 40, amplitude: 2) }
    sun = (width * 7 / 10, horizon * 6 / 10, 34 * scale)
  }

  func render(row y: Int, into row: UnsafeMutableBufferPointer<PremultipliedRGBA8>) {
    if y > horizon + 10 * scale {
      // Lake: a darkened reflection of the sky with gentle ripples.
      let base = SamplePicture.mix(
        RGBA8(r: 70, g: 120, b: 170), RGBA8(r: 20, g: 40, b: 80), y - horizon, height - horizon)
      let ripples = (0..<9).map { base.shifted(by: SamplePicture.wave($0, period: 9, amplitude: 10)).opaquePixel }
      let phase = y / scale
      for x in 0..<width {
        row.initializeElement(at: x, to: ripples[((phase + rippleShift[x]) % 9 + 9) % 9])
      }
      return
    }
    let sky =
      y < horizon / 2
      ? SamplePicture.mix(RGBA8(r: 40, g: 60, b: 150), RGBA8(r: 200, g: 90, b: 140), y, horizon / 2)
      : SamplePicture.mix(RGBA8(r: 200, g: 90, b: 140), RGBA8(r: 255, g: 170, b: 90), y - horizon / 2, horizon / 2)
    let skyPixel = sky.opaquePixel
    let depth = 200 * scale
    let nearSun = abs(y - sun.y) < 3 * sun.radius
    tops.withUnsafeBufferPointer { tops in
      for x in 0..<width {
        var c = skyPixel
        var hill = false
        for r in stride(from: Self.ranges.count - 1, through: 0, by: -1) {
          let top = tops[r * width + x]
          if y >= top {
            c = shades[r][min(y - top, depth)]
            hill = true
            break
          }
        }
        if !hill, nearSun, abs(x - sun.x) < 3 * sun.radius { c = sunlit(sky, x: x, y: y).opaquePixel }
        row.initializeElement(at: x, to: c)
      }
    }
  }

  /// The sun: a disc with a soft glow.
  private func sunlit(_ sky: RGBA8, x: Int, y: Int) -> RGBA8 {
    let d2 = (x - sun.x) * (x - sun.x) + (y - sun.y) * (y - sun.y)
    let r2 = sun.radius * sun.radius
    if d2 <= r2 { return RGBA8(r: 255, g: 236, b: 170) }
    return sky.shifted(by: max(0, 9 * r2 - d2) * 60 / max(1, 9 * r2))
  }
}

/// A pointer handed to concurrent workers that write disjoint rows.
private struct SendablePointer: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<PremultipliedRGBA8>
  init(_ pointer: UnsafeMutablePointer<PremultipliedRGBA8>) { self.pointer = pointer }
}
