import BarKitRaster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A separable box blur: `passes` box passes of odd `diameter` along x, then `passes` along y,
/// over premultiplied RGBA8 with edge extension.
///
/// One pass replaces each channel by the mean of the `diameter` pixels centred on it, pixels
/// beyond the border repeating the border pixel (vImage's `kvImageEdgeExtend`), rounded half up:
/// `(sum + d/2) / d` in integers. Three passes approximate a Gaussian within about 3 % (the
/// SVG 1.1 `feGaussianBlur` recipe that UIImage+ImageEffects follows, research/blur.md §1).
/// Averaging premultiplied pixels keeps every channel at most alpha, and the result is the same
/// bytes on every machine and for every thread count.
public struct BoxBlur: Hashable, Sendable {
  /// The box width in pixels: odd, in `1...maximumDiameter`.
  public let diameter: Int
  /// How many passes run in each direction (3 approximates a Gaussian; 0 copies).
  public let passes: Int

  /// The largest diameter accepted: far beyond any image, and small enough that every sum
  /// stays exact in the kernel's 64-bit lanes.
  public static let maximumDiameter = 65_535

  /// The longest side `barkit blur` accepts (2^20 pixels). The line buffers of one worker take
  /// 128 bytes per pixel of the side its passes run along, however thin the image, so a side
  /// this long takes 128 MiB per worker (Docs/Security.md, "Limits"); ``fits(width:height:)``
  /// checks it before anything is allocated.
  public static let maximumSide = 1 << 20

  /// Whether an image of `width × height` is within ``maximumSide``.
  public static func fits(width: Int, height: Int) -> Bool { max(width, height) <= maximumSide }

  /// Creates a blur, or returns `nil` unless `diameter` is odd and in `1...maximumDiameter`
  /// and `passes` is in `0...16`.
  public init?(diameter: Int, passes: Int = 3) {
    guard diameter >= 1, diameter <= BoxBlur.maximumDiameter, diameter % 2 == 1, (0...16).contains(passes) else {
      return nil
    }
    self.diameter = diameter
    self.passes = passes
  }

  /// Creates the three-pass (by default) blur that approximates a Gaussian of `sigma` pixels,
  /// or returns `nil` when `sigma` is negative, not finite or too large.
  public init?(sigma: Double, passes: Int = 3) {
    guard let d = BoxBlur.diameter(forSigma: sigma) else { return nil }
    self.init(diameter: d, passes: passes)
  }

  /// The box diameter for a Gaussian `sigma` in pixels: `floor(sigma · 3·sqrt(2π)/4 + 0.5)`,
  /// plus 1 when even (UIImage+ImageEffects and SVG 1.1; research/blur.md §1). `nil` for a
  /// negative, non-finite or oversized sigma.
  public static func diameter(forSigma sigma: Double) -> Int? {
    guard sigma.isFinite, sigma >= 0 else { return nil }
    let d = (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
    guard d < Double(maximumDiameter) else { return nil }
    let diameter = Int(d)
    return diameter % 2 == 0 ? diameter + 1 : diameter
  }

  /// The thread count used when none is given: one for small images, where starting workers
  /// costs more than it saves, otherwise every active core.
  public static func defaultThreads(width: Int, height: Int) -> Int {
    width * height < 65_536 ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
  }
}

extension Pixmap {
  /// Returns the pixmap blurred by `blur`, computed on `threads` workers (by default
  /// ``BoxBlur/defaultThreads(width:height:)``). The result does not depend on `threads`.
  public func boxBlurred(_ blur: BoxBlur, threads: Int? = nil) -> Pixmap {
    let threadCount = threads ?? BoxBlur.defaultThreads(width: width, height: height)
    let count = width * height
    let blurred = [PremultipliedRGBA8](unsafeUninitializedCapacity: count) { buffer, initialized in
      withUnsafeBytes { source in
        BoxBlurKernel.run(
          source: source.baseAddress!, sourceStride: stride, destination: UnsafeMutableRawPointer(buffer.baseAddress!),
          destinationStride: width, width: width, height: height, diameter: blur.diameter, passes: blur.passes,
          threads: threadCount)
      }
      initialized = count
    }
    return Pixmap(width: width, height: height, pixels: blurred)!
  }

  /// Returns the pixmap blurred by `passes` box passes of `diameter` in each direction, or
  /// `nil` when the diameter is even or out of range (see ``BoxBlur/init(diameter:passes:)``).
  public func boxBlurred(diameter: Int, passes: Int = 3, threads: Int? = nil) -> Pixmap? {
    BoxBlur(diameter: diameter, passes: passes).map { boxBlurred($0, threads: threads) }
  }

  /// Blurs the pixmap in place (no second image buffer; each worker allocates two strips).
  public mutating func boxBlur(_ blur: BoxBlur, threads: Int? = nil) {
    let threadCount = threads ?? BoxBlur.defaultThreads(width: width, height: height)
    let (w, h, s) = (width, height, stride)
    withUnsafeMutableBytes { bytes in
      BoxBlurKernel.run(
        source: UnsafeRawPointer(bytes.baseAddress!), sourceStride: s, destination: bytes.baseAddress!,
        destinationStride: s, width: w, height: h, diameter: blur.diameter, passes: blur.passes, threads: threadCount)
    }
  }
}
