/// One box pass along a *strip*: `length` positions of ``BoxStrip/lanePixels`` independent
/// pixels each, stored contiguously (64 bytes per position).
///
/// The lanes run across independent pixels (16 columns of a vertical pass, or 16 rows of a
/// horizontal one after a transpose), never across the channels of one running sum, so every
/// add, subtract and multiply does 16 pixels of useful work (aesthetics.md §7: lanes across the
/// channels of a serial sum were no faster than scalar). A position is loaded as 16 whole
/// pixels (`UInt32` words) and split into channels with masks and shifts rather than the
/// standard library's element-wise SIMD conversions, which do not vectorise. Each position then
/// costs two loads, four running sums, four multiply-shifts and one store: no division, no
/// allocation.
enum BoxStripPass {
  typealias Pixels = SIMD16<UInt32>

  /// Averages `mean.divider.diameter` positions around each position of `source` into
  /// `destination`, with edge extension (positions before 0 read position 0, after the end read
  /// the last one). `source` and `destination` must not overlap.
  @inline(__always)
  static func run<Mean: BoxMean>(
    from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, length: Int, mean: Mean
  ) {
    let radius = mean.divider.diameter / 2
    let last = length - 1
    let bytes = BoxStrip.positionBytes
    let low = Pixels(repeating: 0xFF)

    @inline(__always) func load(_ position: Int) -> Pixels {
      source.loadUnaligned(fromByteOffset: position &* bytes, as: Pixels.self)
    }

    // The window around position 0: the first pixel r + 1 times (itself and the extended edge),
    // then positions 1...r, clamped to the last position when the strip is shorter than r.
    let first = load(0)
    let edgeCount = Pixels(repeating: UInt32(radius + 1))
    var r = (first & low) &* edgeCount
    var g = (first &>> 8 & low) &* edgeCount
    var b = (first &>> 16 & low) &* edgeCount
    var a = (first &>> 24) &* edgeCount
    if radius > 0 {
      for j in 1...radius {
        let p = load(min(j, last))
        r &+= p & low
        g &+= p &>> 8 & low
        b &+= p &>> 16 & low
        a &+= p &>> 24
      }
    }

    // Slide: emit position i, then add the position entering at i + r + 1 and drop the one
    // leaving at i − r (both clamped). Unsigned wrap-around cancels exactly.
    for i in 0..<length {
      let out = mean(r) | mean(g) &<< 8 | mean(b) &<< 16 | mean(a) &<< 24
      destination.storeBytes(of: out, toByteOffset: i &* bytes, as: Pixels.self)
      let incoming = load(min(i &+ radius &+ 1, last))
      let outgoing = load(max(i &- radius, 0))
      r = r &+ (incoming & low) &- (outgoing & low)
      g = g &+ (incoming &>> 8 & low) &- (outgoing &>> 8 & low)
      b = b &+ (incoming &>> 16 & low) &- (outgoing &>> 16 & low)
      a = a &+ (incoming &>> 24) &- (outgoing &>> 24)
    }
  }
}
