import BarKitPNG
import BarKitRaster

extension AnimatedPNG {
  /// The animation of `images` at `fps`: each shows for 1/fps and the last one also for `hold`
  /// seconds, so a loop reads as "move, pause".
  package init(images: [Pixmap], framesPerSecond fps: Int, hold: Double, loops: Int) {
    let step = FrameDelay(framesPerSecond: fps)!
    let last = FrameDelay(milliseconds: Int(((1 / Double(fps) + hold) * 1000).rounded())) ?? step
    let frames = images.indices.map { i in
      AnimatedPNG.Frame(image: images[i], delay: i == images.count - 1 ? last : step)
    }
    self.init(frames: frames, playCount: loops)
  }
}
