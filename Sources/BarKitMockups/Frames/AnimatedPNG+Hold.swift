import BarKitPNG
import BarKitRaster

extension AnimatedPNG {
  /// The animation of `images` at `fps`: each shows for 1/fps and the last one also for `hold`
  /// seconds, so a loop reads as "move, pause".
  package init(images: [Pixmap], framesPerSecond fps: Int, hold: Double, loops: Int) {
    let frames = images.indices.map { i in
      AnimatedPNG.Frame(
        image: images[i], delay: Self.delay(ofFrame: i, count: images.count, framesPerSecond: fps, hold: hold))
    }
    self.init(frames: frames, playCount: loops)
  }

  /// The delay of frame `index` of `count` at `fps`: 1/fps, and for the last frame `hold`
  /// seconds more.
  package static func delay(ofFrame index: Int, count: Int, framesPerSecond fps: Int, hold: Double) -> FrameDelay {
    let step = FrameDelay(framesPerSecond: fps)!
    guard index == count - 1 else { return step }
    return FrameDelay(milliseconds: Int(((1 / Double(fps) + hold) * 1000).rounded())) ?? step
  }
}
