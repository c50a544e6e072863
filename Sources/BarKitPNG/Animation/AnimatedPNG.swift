import BarKitFiles
import BarKitRaster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An animated PNG (APNG, the format of the Mozilla APNG specification 1.0, registered in PNG
/// Third Edition): frames of one size, each shown for its delay, played `playCount` times.
///
/// The first frame is also the file's default image, so a viewer without APNG support shows
/// it. Frames after the first are stored as the rectangle that changed since the previous
/// frame, and identical consecutive frames as one longer frame (see ``data()`` and
/// `Docs/PNG.md`, "Animated PNG").
public struct AnimatedPNG: Sendable {
  /// One frame: a full canvas image and how long it stays on screen.
  public struct Frame: Sendable {
    /// The whole canvas at this moment.
    public var image: Pixmap
    /// How long the frame is shown.
    public var delay: FrameDelay

    /// Creates a frame.
    public init(image: Pixmap, delay: FrameDelay) {
      self.image = image
      self.delay = delay
    }
  }

  /// The frames in play order; ``data()`` requires at least one, all of one size.
  public var frames: [Frame]
  /// How many times the animation plays (the `acTL` chunk's `num_plays`); 0 plays forever.
  public var playCount: Int
  /// How each frame's pixels are compressed. The color type is chosen for the whole file:
  /// 8-bit RGB when every frame is opaque and `dropsOpaqueAlpha` is set, else 8-bit RGBA.
  public var options: PNGEncodingOptions
  /// Whether frames after the first store only the rectangle that changed and identical
  /// frames are merged; `false` stores every frame whole (for comparison).
  public var storesChangedRegions: Bool

  /// Creates an animation of `frames`.
  public init(
    frames: [Frame], playCount: Int = 0, options: PNGEncodingOptions = .default, storesChangedRegions: Bool = true
  ) {
    self.frames = frames
    self.playCount = playCount
    self.options = options
    self.storesChangedRegions = storesChangedRegions
  }

  /// Creates an animation of `images`, each shown for `delay` (for example
  /// `FrameDelay(framesPerSecond: 30)!`).
  public init(
    images: [Pixmap], delay: FrameDelay, playCount: Int = 0, options: PNGEncodingOptions = .default,
    storesChangedRegions: Bool = true
  ) {
    self.init(
      frames: images.map { Frame(image: $0, delay: delay) }, playCount: playCount, options: options,
      storesChangedRegions: storesChangedRegions)
  }

  /// Encodes the animation (see ``data()``) and writes it to `url` atomically: a reader sees
  /// the old file or the complete new one.
  public func write(to url: URL) throws(PNGError) {
    let data = try data()
    do {
      try AtomicFile.write(data, to: url)
    } catch {
      throw PNGError(kind: .fileSystem, message: "cannot write: \(error.reason)", path: url.path)
    }
  }
}
