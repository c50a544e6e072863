import BarKitConcurrency
import BarKitGeometry
import BarKitRaster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AnimatedPNG {
  /// Builds an animated PNG frame by frame, holding only the previous frame and the compressed
  /// frames: a long animation never has all its frames in memory at once (Docs/PNG.md,
  /// "Animated PNG").
  ///
  /// Frames are planned exactly as ``AnimatedPNG/data()`` plans them (it is this builder fed
  /// every frame at once), so the bytes do not depend on how the frames were batched:
  /// identical consecutive frames merge their delays, a later frame stores the rectangle that
  /// changed, and each batch is compressed on every core as soon as it is appended.
  public struct Builder: Sendable {
    /// One stored frame, compressed: the canvas rectangle it replaces, its delay, and the
    /// chunks of its PNG encoding (`IHDR`, then `IDAT`s).
    private struct Entry: Sendable {
      var region: IntRect
      var delay: FrameDelay
      var chunks: [PNGChunk]
    }

    /// How many times the animation plays; 0 forever.
    public let playCount: Int
    /// How frames are compressed; `dropsOpaqueAlpha` holds while every frame so far is opaque.
    public let options: PNGEncodingOptions
    /// Whether later frames store only their changed rectangle (see ``AnimatedPNG/storesChangedRegions``).
    public let storesChangedRegions: Bool
    private var entries: [Entry] = []
    private var previous: Pixmap?
    private var appended = 0
    /// Whether the stored frames are encoded without alpha (every frame so far opaque).
    private var dropsAlpha: Bool

    /// Creates an empty animation.
    public init(playCount: Int = 0, options: PNGEncodingOptions = .default, storesChangedRegions: Bool = true) {
      self.playCount = playCount
      self.options = options
      self.storesChangedRegions = storesChangedRegions
      self.dropsAlpha = options.dropsOpaqueAlpha
    }

    /// The number of frames appended so far (before identical frames are merged).
    public var frameCount: Int { appended }

    /// Appends one frame.
    public mutating func append(_ frame: Frame) throws(PNGError) { try append(contentsOf: [frame]) }

    /// Appends `frames` in play order, compressing the ones stored on every core at once.
    ///
    /// - Throws: `PNGError` (`.invalidOptions`) for a frame of a different size than the first;
    ///   errors of the frame encoder.
    public mutating func append(contentsOf frames: [Frame]) throws(PNGError) {
      let first = previous ?? frames.first?.image
      var planned: [(source: Int, region: IntRect, delay: FrameDelay)] = []
      for (i, frame) in frames.enumerated() {
        if let first, frame.image.width != first.width || frame.image.height != first.height {
          throw PNGError(
            kind: .invalidOptions,
            message: "APNG: frame \(appended + i) is \(frame.image.width) × \(frame.image.height) pixels; "
              + "expected \(first.width) × \(first.height) pixels like frame 0")
        }
        let before = i > 0 ? frames[i - 1].image : previous
        guard let before, storesChangedRegions else {
          planned.append((i, frame.image.bounds, frame.delay))
          continue
        }
        if let changed = frame.image.changedRegion(since: before) {
          planned.append((i, changed, frame.delay))
        } else if !planned.isEmpty, let longer = planned[planned.count - 1].delay.extended(by: frame.delay) {
          planned[planned.count - 1].delay = longer
        } else if planned.isEmpty, let longer = entries[entries.count - 1].delay.extended(by: frame.delay) {
          entries[entries.count - 1].delay = longer
        } else {
          planned.append((i, IntRect(x: 0, y: 0, width: 1, height: 1)!, frame.delay))
        }
      }
      // One color type for the whole file: the first frame with alpha re-encodes the frames
      // stored so far with alpha too (their pixels come back exactly from their PNG data).
      if dropsAlpha, !frames.allSatisfy({ $0.image.isOpaque() }) {
        dropsAlpha = false
        let stored = entries
        let recoded = try Parallel.map(count: stored.count) { n throws(PNGError) in
          try compress(Pixmap(pngData: Data(Self.png(of: stored[n].chunks))), frame: n)
        }
        for n in entries.indices { entries[n].chunks = recoded[n] }
      }
      let base = appended
      let compressed = try Parallel.map(count: planned.count) { n throws(PNGError) in
        let (source, region, _) = planned[n]
        let image = frames[source].image
        return try compress(region == image.bounds ? image : image.cropped(to: region)!, frame: base + source)
      }
      for (n, plan) in planned.enumerated() {
        entries.append(Entry(region: plan.region, delay: plan.delay, chunks: compressed[n]))
      }
      appended += frames.count
      if let last = frames.last { previous = last.image }
    }

    /// Assembles the file: signature, `IHDR` (the canvas), `acTL` (frame count, play count),
    /// `fcTL` + `IDAT` for the first frame (the default image), `fcTL` + `fdAT`s for each later
    /// frame, and `IEND`. `fcTL` and `fdAT` share one sequence counter from 0.
    ///
    /// - Throws: `PNGError` (`.invalidOptions`) for no frames or a negative play count.
    public func finish() throws(PNGError) -> Data {
      guard let header = entries.first?.chunks.first else {
        throw PNGError(kind: .invalidOptions, message: "APNG: no frames; expected at least one")
      }
      guard (0...Int(UInt32.max >> 1)).contains(playCount) else {
        throw PNGError(kind: .invalidOptions, message: "APNG: play count \(playCount); expected 0 (forever) or more")
      }
      var out = PNGChunk.signature + header.serialized
      out +=
        PNGChunk(type: "acTL", data: UInt32(entries.count).bigEndianBytes + UInt32(playCount).bigEndianBytes)
        .serialized
      var sequence: UInt32 = 0
      for (n, entry) in entries.enumerated() {
        out += Self.frameControl(entry.region, delay: entry.delay, sequence: sequence).serialized
        sequence += 1
        for chunk in entry.chunks where chunk.type == "IDAT" {
          if n == 0 {
            out += chunk.serialized
          } else {
            out += PNGChunk(type: "fdAT", data: sequence.bigEndianBytes + chunk.data).serialized
            sequence += 1
          }
        }
      }
      out += PNGChunk(type: "IEND", data: []).serialized
      return Data(out)
    }

    /// `pixels` encoded by the PNG writer, as its `IHDR` and `IDAT` chunks, checked to have the
    /// file's pixel format: bytes 8, 9, 12 of IHDR are bit depth, color type, interlace (PNG
    /// spec §11.2.2).
    private func compress(_ pixels: Pixmap, frame: Int) throws(PNGError) -> [PNGChunk] {
      var options = options
      options.dropsOpaqueAlpha = dropsAlpha
      let chunks = try PNGChunk.chunks(of: pixels.pngData(options: options))
      guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
        throw PNGError(kind: .corrupt, message: "APNG: encoded frame \(frame) does not start with IHDR")
      }
      guard header.data[8] == 8, header.data[12] == 0, header.data[9] == (dropsAlpha ? 2 : 6) else {
        throw PNGError(kind: .corrupt, message: "APNG: encoded frame \(frame) has a different pixel format")
      }
      return chunks.filter { $0.type == "IHDR" || $0.type == "IDAT" }
    }

    /// A PNG stream of `chunks` (an `IHDR` and `IDAT`s), for decoding a stored frame again.
    private static func png(of chunks: [PNGChunk]) -> [UInt8] {
      PNGChunk.signature + chunks.flatMap(\.serialized) + PNGChunk(type: "IEND", data: []).serialized
    }

    /// The `fcTL` chunk (26 bytes): sequence number, region size and offset, delay, then
    /// `dispose_op` 0 (NONE: leave the canvas as it is) and `blend_op` 0 (SOURCE: replace).
    private static func frameControl(_ r: IntRect, delay: FrameDelay, sequence: UInt32) -> PNGChunk {
      let fields = [sequence, UInt32(r.width), UInt32(r.height), UInt32(r.x), UInt32(r.y)].flatMap(\.bigEndianBytes)
      return PNGChunk(
        type: "fcTL", data: fields + delay.numerator.bigEndianBytes + delay.denominator.bigEndianBytes + [0, 0])
    }
  }
}
