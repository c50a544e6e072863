import BarKitPNG
import BarKitRaster
import Foundation
import Testing

/// The incremental APNG builder: fed the same frames in batches of any size, it writes the
/// same bytes as `AnimatedPNG.data()` given every frame at once (identical runs merged,
/// changed rectangles, per-frame delays, a late translucent frame switching the color type).
struct AnimatedPNGBuilderTests {
  typealias Frame = AnimatedPNG.Frame
  static let fps30 = AnimatedPNGTests.fps30
  static let ms40 = FrameDelay(milliseconds: 40)!

  static func frames(_ steps: [Int], translucentFrom: Int = .max, lastDelay: FrameDelay? = nil) -> [Frame] {
    steps.enumerated().map { i, step in
      Frame(
        image: AnimatedPNGTests.screen(step: step, translucent: i >= translucentFrom),
        delay: i == steps.count - 1 ? lastDelay ?? fps30 : fps30)
    }
  }

  /// Sequences: identical runs (merged delays), a single frame, a held last frame (the delay
  /// `frames --hold` gives), identical frames whose delays cannot merge, and translucent frames
  /// appearing late or from the start.
  static let sequences: [(String, [Frame])] = [
    ("identical runs", frames([0, 0, 0, 1, 1, 2, 2, 2, 2, 3])),
    ("single frame", frames([2])),
    ("held last frame", frames([0, 1, 2, 3, 3], lastDelay: FrameDelay(milliseconds: 1033)!)),
    ("unmergeable delays", frames([0, 1, 1], lastDelay: ms40)),
    ("translucent late", frames([0, 1, 2, 3, 4, 5], translucentFrom: 4)),
    ("translucent throughout", frames([0, 1, 1, 2], translucentFrom: 0)),
  ]

  @Test(arguments: [1, 2, 3, 4, 100])
  func batchesGiveTheBytesOfTheWholeAnimation(batch: Int) throws {
    for regions in [true, false] {
      for (name, frames) in Self.sequences {
        let whole = try AnimatedPNG(frames: frames, playCount: 2, storesChangedRegions: regions).data()
        var builder = AnimatedPNG.Builder(playCount: 2, storesChangedRegions: regions)
        for start in stride(from: 0, to: frames.count, by: batch) {
          try builder.append(contentsOf: Array(frames[start..<min(start + batch, frames.count)]))
        }
        #expect(builder.frameCount == frames.count)
        #expect(try builder.finish() == whole, "\(name), batches of \(batch), regions \(regions)")
      }
    }
  }

  @Test func framesOfAnotherSizeAndNoFramesAreRefused() throws {
    var builder = AnimatedPNG.Builder()
    #expect(throws: PNGError.self) { try builder.finish() }
    try builder.append(Frame(image: AnimatedPNGTests.screen(step: 0), delay: Self.fps30))
    let error = #expect(throws: PNGError.self) {
      try builder.append(Frame(image: Pixmap(width: 3, height: 3)!, delay: Self.fps30))
    }
    #expect(error?.description.contains("frame 1 is 3 × 3") == true)
  }
}
