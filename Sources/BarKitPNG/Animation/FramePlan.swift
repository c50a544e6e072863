import BarKitGeometry
import BarKitRaster

/// One frame as stored: which input frame, the rectangle of it written, and its delay.
struct StoredFrame: Equatable, Sendable {
  /// The index of the input frame the pixels come from.
  let source: Int
  /// The canvas rectangle the frame's pixels replace (`dispose_op` NONE, `blend_op` SOURCE).
  let region: IntRect
  /// How long the canvas shows the result.
  var delay: FrameDelay
}

extension AnimatedPNG {
  /// The frames to store. The first is the whole canvas. With ``storesChangedRegions``, a
  /// later frame stores only the rectangle around the pixels that differ from the frame
  /// before it: with `dispose_op` NONE the canvas still holds the previous frame, and
  /// `blend_op` SOURCE replaces the rectangle (alpha too), so the canvas then equals this
  /// frame exactly. A frame identical to the one before extends that frame's delay when the
  /// sum is exact (same denominator, fits 16 bits); otherwise it is stored as a 1 × 1 rectangle
  /// of unchanged pixels, so its delay still plays.
  func storedFrames() -> [StoredFrame] {
    var stored: [StoredFrame] = []
    for (i, frame) in frames.enumerated() {
      guard i > 0, storesChangedRegions else {
        stored.append(StoredFrame(source: i, region: frame.image.bounds, delay: frame.delay))
        continue
      }
      if let changed = frame.image.changedRegion(since: frames[i - 1].image) {
        stored.append(StoredFrame(source: i, region: changed, delay: frame.delay))
      } else if let longer = stored[stored.count - 1].delay.extended(by: frame.delay) {
        stored[stored.count - 1].delay = longer
      } else {
        stored.append(StoredFrame(source: i, region: IntRect(x: 0, y: 0, width: 1, height: 1)!, delay: frame.delay))
      }
    }
    return stored
  }
}
