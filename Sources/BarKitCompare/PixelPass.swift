import BarKitFiles
import BarKitGeometry
import BarKitRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one band of rows found.
struct BandTally: Sendable {
  var differing = 0
  var antiAliased = 0
  /// Whether any two pixels differ at all, ignored ones included (a run that compares rows as
  /// they are decoded learns only here that the images are identical).
  var sawDifference = false
  /// The largest fixed-point distance seen (counted or not).
  var largest = 0
  var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

  mutating func include(x: Int, y: Int) {
    minX = min(minX, x)
    maxX = max(maxX, x)
    minY = min(minY, y)
    maxY = max(maxY, y)
  }

  mutating func merge(_ other: BandTally) {
    differing += other.differing
    antiAliased += other.antiAliased
    sawDifference = sawDifference || other.sawDifference
    largest = max(largest, other.largest)
    minX = min(minX, other.minX)
    minY = min(minY, other.minY)
    maxX = max(maxX, other.maxX)
    maxY = max(maxY, other.maxY)
  }

  var bounds: IntRect? { IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
}

/// What the per-pixel pass found.
struct PixelPassOutcome {
  let tally: BandTally
  let largestDistance: Double
  let classification: PixelClassification
}

/// The per-pixel pass: splits the rows into bands and classifies them in parallel
/// (``RowBands/forEach(height:_:)``). Each band writes only its own rows of the
/// classification and its own tally, so the result does not depend on scheduling.
struct PixelPass<Metric: PixelMetric> {
  typealias Outcome = PixelPassOutcome

  let metric: Metric
  let ignored: IgnoredRegions
  let options: ComparisonOptions

  func run(_ expected: Pixmap, _ actual: Pixmap) -> Outcome {
    let width = expected.width, height = expected.height
    let bandCount = RowBands.bandCount(height: height)
    var tallies = [BandTally](repeating: BandTally(), count: bandCount)
    // Each band clears its own rows of the classification just before classifying them
    // (``classify(rows:_:)``): zeroing the whole buffer first took one thread through a page
    // fault and zeroing per fresh page while the other core waited.
    var classes = [UInt8](unsafeUninitializedCapacity: width * height) { c, initialized in
      HugePageAdvice.advise(c)
      expected.pixels.withUnsafeBufferPointer { e in
        actual.pixels.withUnsafeBufferPointer { a in
          e.withMemoryRebound(to: UInt32.self) { e32 in
            a.withMemoryRebound(to: UInt32.self) { a32 in
              tallies.withUnsafeMutableBufferPointer { t in
                let images = Images(
                  expected: e32.baseAddress!, expectedStride: expected.stride, actual: a32.baseAddress!,
                  actualStride: actual.stride, classes: c.baseAddress!, tallies: t.baseAddress!, width: width,
                  height: height)
                _ = RowBands.forEach(height: height) { band, _ in classify(band: band, of: bandCount, images) }
              }
            }
          }
        }
      }
      initialized = width * height
    }
    return finish(expected, actual, tallies: tallies, classes: &classes)
  }

  /// Classifies band `band` of `bandCount` (``RowBands/rows(of:count:height:)``) into
  /// `images.tallies[band]`. It reads the images' rows from two above the band to two below.
  func classify(band: Int, of bandCount: Int, _ images: Images) {
    images.tallies[band] = classify(rows: RowBands.rows(of: band, count: bandCount, height: images.height), images)
  }

  /// Merges the bands' tallies and counts the anti-aliased pixels of changed clusters: the
  /// pass's outcome, once every band was classified.
  func finish(_ expected: Pixmap, _ actual: Pixmap, tallies: [BandTally], classes: inout [UInt8]) -> Outcome {
    let width = expected.width, height = expected.height
    var total = BandTally()
    for tally in tallies { total.merge(tally) }
    if !options.includesAntiAliasing, options.antiAliasing == .standard, total.antiAliased > 0, total.differing > 0 {
      promoteChangedClusters(expected, actual, &classes, &total)
    }
    return Outcome(
      tally: total, largestDistance: metric.reported(total.largest),
      classification: PixelClassification(width: width, height: height, classes: classes))
  }

  /// Counts the anti-aliased pixels of clusters that hold a differing pixel (``ChangeClusters``).
  private func promoteChangedClusters(
    _ expected: Pixmap, _ actual: Pixmap, _ classes: inout [UInt8], _ total: inout BandTally
  ) {
    let width = expected.width, height = expected.height
    var tally = total
    let promoted = expected.withUnsafeBytes { e in
      actual.withUnsafeBytes { a in
        let e32 = e.assumingMemoryBound(to: UInt32.self), a32 = a.assumingMemoryBound(to: UInt32.self)
        return classes.withUnsafeMutableBufferPointer { c in
          ChangeClusters.promote(
            c.baseAddress!, width: width, height: height,
            darker: { x, y in
              metric.distance(e32[y * expected.stride + x], a32[y * actual.stride + x], at: y * width + x).darker
            },
            include: { x, y in tally.include(x: x, y: y) })
        }
      }
    }
    tally.antiAliased -= promoted
    tally.differing += promoted
    total = tally
  }

  /// Raw views of both images, the classification and the band tallies.
  ///
  /// `@unchecked Sendable` because the bands share these pointers: the images are only read,
  /// and band `i` initializes and writes only its own rows of `classes` and `tallies[i]`,
  /// which no other band touches; all of it outlives `RowBands.forEach`, which returns after
  /// every band finished.
  struct Images: @unchecked Sendable {
    let expected: UnsafePointer<UInt32>
    let expectedStride: Int
    let actual: UnsafePointer<UInt32>
    let actualStride: Int
    let classes: UnsafeMutablePointer<UInt8>
    let tallies: UnsafeMutablePointer<BandTally>
    let width: Int
    let height: Int
  }

  /// Classifies `rows`. Pixels over the tolerance wait two rows before the anti-aliasing test,
  /// which reads the 3×3 neighbourhood and then the 3×3 neighbourhoods of its brightest and
  /// darkest neighbours: up to two rows below. By then those rows have just been streamed
  /// through the cache; with one row of delay, the row the flat-area checks reach was still in
  /// memory, and its loads were most of a noisy pair's comparison time (Docs/Performance.md).
  private func classify(rows: Range<Int>, _ im: Images) -> BandTally {
    var tally = BandTally()
    let limit = metric.limit
    var twoAbove: [(x: Int, darker: Bool)] = [], oneAbove: [(x: Int, darker: Bool)] = []
    var current: [(x: Int, darker: Bool)] = []
    for y in rows {
      let e = im.expected + y * im.expectedStride, a = im.actual + y * im.actualStride
      let c = im.classes + y * im.width
      c.initialize(repeating: PixelClass.unchanged.rawValue, count: im.width)
      @inline(__always) func pixel(_ x: Int) {
        let p = e[x], q = a[x]
        if p == q { return }
        tally.sawDifference = true
        let (distance, darker) = metric.distance(p, q, at: y * im.width + x)
        tally.largest = max(tally.largest, distance)
        if distance > limit { current.append((x, darker)) }
      }
      var segmentStart = 0
      for span in ignored.isEmpty ? [] : ignored.spans(row: y) {
        RowBands.scan(segmentStart..<span.lowerBound, e, a, pixel)
        if !tally.sawDifference, memcmp(e + span.lowerBound, a + span.lowerBound, 4 * span.count) != 0 {
          tally.sawDifference = true
        }
        (c + span.lowerBound).update(repeating: PixelClass.ignored.rawValue, count: span.count)
        segmentStart = span.upperBound
      }
      RowBands.scan(segmentStart..<im.width, e, a, pixel)
      settle(twoAbove, row: y - 2, im, &tally)
      swap(&twoAbove, &oneAbove)
      swap(&oneAbove, &current)
      current.removeAll(keepingCapacity: true)
    }
    if let last = rows.last {
      settle(twoAbove, row: last - 1, im, &tally)
      settle(oneAbove, row: last, im, &tally)
    }
    return tally
  }

  /// Decides the over-tolerance pixels of one row: anti-aliased (excused) or differing.
  @inline(__always)
  private func settle(_ candidates: [(x: Int, darker: Bool)], row y: Int, _ im: Images, _ tally: inout BandTally) {
    guard !candidates.isEmpty else { return }
    let detector = AntiAliasingDetector(width: im.width, height: im.height)
    let pixelmatch = options.antiAliasing == .pixelmatch ? pixelmatchDetector(im) : nil
    let checksAntiAliasing = !options.includesAntiAliasing
    let c = im.classes + y * im.width
    for (x, darker) in candidates {
      if checksAntiAliasing
        && (pixelmatch?.isAntiAliasedInEither(im.expected, im.expectedStride, im.actual, im.actualStride, x: x, y: y)
          ?? detector.isAntiAliasedInEither(im.expected, im.expectedStride, im.actual, im.actualStride, x: x, y: y))
      {
        c[x] = PixelClass.antiAliased.rawValue
        tally.antiAliased += 1
      } else {
        c[x] = (darker ? PixelClass.differentDarker : PixelClass.differentLighter).rawValue
        tally.differing += 1
        tally.include(x: x, y: y)
      }
    }
  }

  /// pixelmatch's own anti-aliasing test, in the version the metric comes from: the main
  /// branch's for OKLab, 7.2.0's otherwise.
  private func pixelmatchDetector(_ im: Images) -> PixelmatchAntiAliasing {
    PixelmatchAntiAliasing(
      width: im.width, height: im.height,
      background: Metric.self == OKLabMetric.self ? .whiteWithAlphaRamp : .checkerboard)
  }
}
