import BarKitGeometry

/// One color of a gradient at a location in 0...1 along it.
public struct GradientStop: Hashable, Sendable {
  /// Where the color sits: 0 at the gradient's start point, 1 at its end point.
  public var location: Double
  /// The straight color at that location.
  public var color: RGBA8

  /// Creates a stop; `location` is clamped to 0...1 (NaN becomes 0).
  public init(location: Double, color: RGBA8) {
    self.location = location.isNaN ? 0 : min(1, max(0, location))
    self.color = color
  }
}

/// A linear gradient from `start` to `end` through its stops (Core Graphics'
/// `CGContextDrawLinearGradient`, SVG `linearGradient` in user space).
///
/// Colors are interpolated **premultiplied** (as Core Graphics and Skia do), so fading to
/// `clear` never darkens through transparent black. Beyond the ends the end colors continue
/// (Skia's clamp tile mode). Interpolation is integer: the gradient parameter is quantized to
/// 1/65536, and each channel is `(c0·(65536 − w) + c1·w + 32768) >> 16`, so the start and end
/// pixels are exactly the premultiplied stop colors and the output is the same on every machine.
public struct LinearGradient: Hashable, Sendable {
  /// Where location 0 lies, in user space.
  public var start: Point
  /// Where location 1 lies, in user space.
  public var end: Point
  /// The stops, sorted by location; never empty.
  public private(set) var stops: [GradientStop]

  /// Creates a gradient, or returns `nil` when `stops` is empty. Stops are sorted by location
  /// (equal locations keep their order and make a hard edge).
  public init?(start: Point, end: Point, stops: [GradientStop]) {
    guard !stops.isEmpty else { return nil }
    self.start = start
    self.end = end
    self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }

  /// Creates a gradient with `colors` spread evenly from 0 to 1, or returns `nil` when
  /// `colors` is empty.
  public init?(start: Point, end: Point, colors: [RGBA8]) {
    let last = Double(max(1, colors.count - 1))
    self.init(
      start: start, end: end,
      stops: colors.enumerated().map { GradientStop(location: Double($0.offset) / last, color: $0.element) })
  }
}

/// A gradient ready for integer evaluation: premultiplied colors at fixed-point locations.
struct GradientRamp: Sendable {
  static let one = 65_536
  /// Stop locations in 0...65536, ascending.
  let locations: [Int]
  /// Premultiplied stop colors.
  let colors: [PremultipliedRGBA8]

  init(_ gradient: LinearGradient) {
    locations = gradient.stops.map { Int(($0.location * Double(Self.one)).rounded()) }
    colors = gradient.stops.map(\.color.premultiplied)
  }

  /// Fills `out` with the colors at parameters `t0`, `t0 + dt`, `t0 + 2·dt`, … (each clamped
  /// to 0...1). The parameters are computed as `t0 + i·dt`, never accumulated.
  func fill(_ out: UnsafeMutableBufferPointer<PremultipliedRGBA8>, from t0: Double, step dt: Double) {
    locations.withUnsafeBufferPointer { locations in
      colors.withUnsafeBufferPointer { colors in
        if dt == 0 {
          out.update(repeating: Self.color(at: t0, locations, colors))
          return
        }
        for i in 0..<out.count { out[i] = Self.color(at: t0 + Double(i) * dt, locations, colors) }
      }
    }
  }

  /// The color at parameter `t`.
  @inline(__always)
  private static func color(
    at t: Double, _ locations: UnsafeBufferPointer<Int>, _ colors: UnsafeBufferPointer<PremultipliedRGBA8>
  ) -> PremultipliedRGBA8 {
    // Clamped to 0...1 first (NaN to 0), so the truncating conversion rounds to nearest.
    let q = t > 0 ? Int(min(1, t) * Double(Self.one) + 0.5) : 0
    if q <= locations[0] { return colors[0] }
    let lastIndex = locations.count - 1
    if q >= locations[lastIndex] { return colors[lastIndex] }
    // The first stop at or after q, by binary search: a ramp of many stops costs each pixel
    // log(stops), not stops (Docs/Security.md, "Limits").
    var k = 1, end = lastIndex
    while k < end {
      let middle = (k + end) / 2
      if locations[middle] < q { k = middle + 1 } else { end = middle }
    }
    // locations[k - 1] < q ≤ locations[k], so the span is positive.
    let span = locations[k] - locations[k - 1]
    let w = UInt32(((q - locations[k - 1]) << 16) / span)
    let c0 = colors[k - 1], c1 = colors[k]
    @inline(__always) func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(truncatingIfNeeded: (UInt32(a) &* (65_536 &- w) &+ UInt32(b) &* w &+ 32_768) &>> 16)
    }
    return PremultipliedRGBA8(
      uncheckedR: mix(c0.r, c1.r), g: mix(c0.g, c1.g), b: mix(c0.b, c1.b), a: mix(c0.a, c1.a))
  }
}
