import BarKitPNG
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The memory a command may plan to use, checked before allocating (Docs/Security.md, "Memory
/// budgets"): over budget is one line and exit 3, never an allocation failure.
package enum MemoryBudget {
  /// Why a piece of work was refused.
  package struct Exceeded: Error, CustomStringConvertible {
    package let description: String
  }

  /// Decoded images of one scene (render, sheet, frames, validate, each batch output): 1 GiB,
  /// room for two 100-megapixel images (the decoder's own limit) or hundreds of screenshots.
  package static let sceneImageBytes = 1 << 30
  /// Rendered frames `barkit frames` holds at once: 2 GiB. Frames are rendered a batch (one
  /// per core) at a time and compressed into the animation as they come, so the budget limits
  /// the canvas size (a batch and the frame before it), and the frame count only with
  /// `--contact-sheet`, which keeps every frame: about 170 frames of a 3.1-megapixel iPad Retina
  /// canvas.
  package static let frameBytes = 2 << 30

  /// Throws when the images `scene` refers to would take more than ``sceneImageBytes``
  /// decoded; the sizes come from the files' headers, before any is decoded.
  package static func checkImages(of scene: Scene) throws(Exceeded) {
    var total = 0
    var seen: Set<String> = []
    // An image over the decoder's own pixel limit is left to the decoder, whose message names
    // it; the others add up (at most 4 × 10⁸ bytes each, so the sum cannot overflow).
    for reference in scene.fileReferences where seen.insert(reference.file).inserted {
      guard let header = PNGHeader(contentsOf: URL(fileURLWithPath: reference.file)),
        header.pixelCount <= PNGDecodingLimits.default.maxPixelCount
      else { continue }
      total += header.pixelCount * 4
    }
    guard total <= sceneImageBytes else {
      throw Exceeded(
        description: "the scene's images take \(megabytes(total)) decoded; the budget is "
          + "\(megabytes(sceneImageBytes)) (Docs/Security.md, \"Memory budgets\")")
    }
  }

  /// Throws when `held` of the `count` frames of `pixels` pixels, the most in memory at once,
  /// would take more than ``frameBytes``.
  package static func checkFrames(_ held: Int, of count: Int, pixels: Int) throws(Exceeded) {
    let (total, overflow) = held.multipliedReportingOverflow(by: pixels * 4)
    guard !overflow, total <= frameBytes else {
      throw Exceeded(
        description:
          "\(count) frames of \(pixels) pixels, \(held) held at once, take \(megabytes(overflow ? .max : total)); "
          + "the budget is \(megabytes(frameBytes)) (Docs/Security.md, \"Memory budgets\"; use a lower --scale, "
          + "or fewer frames with --contact-sheet)")
    }
  }

  private static func megabytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }
}
