import BarKitChrome
import BarKitConcurrency
import BarKitGeometry
import BarKitRaster
import BarKitScene

/// The frames of a scene's animation: each a scene (and, for the show/hide transition, the
/// navigation bar's state) with a caption and how long it shows.
public struct SceneFrames: Sendable {
  /// One frame.
  public struct Frame: Sendable {
    /// The scene at this moment.
    public var scene: Scene
    /// The transparent navigation bar's state, when the motion sets it rather than the scene.
    public var navigationBarReveal: NavigationBarReveal?
    /// A short caption for contact sheets: `y = 147` or `t = 0.117 s`.
    public var caption: String
  }

  /// The frames, in order.
  public let frames: [Frame]
  /// Frames per second of the motion (each frame's delay is 1/fps).
  public let framesPerSecond: Int

  /// Plans the frames of `motion` applied to `scene` at `framesPerSecond`.
  ///
  /// - Throws: when the scene has no navigation bar to move, the step is zero, points away from
  ///   `to` or gives more than ``SceneMotion/maximumFrameCount`` frames, or the rate is not 1…60 (browsers show shorter delays for 100 ms).
  public init(_ scene: Scene, motion: SceneMotion, framesPerSecond: Int = 30) throws(RenderError) {
    guard (1...60).contains(framesPerSecond) else {
      throw RenderError("frames per second \(framesPerSecond): expected 1...60")
    }
    guard let bar = scene.navigationBar else {
      throw RenderError("the scene has no navigationBar to animate (add one with \"backgroundHidden\": true)")
    }
    self.framesPerSecond = framesPerSecond
    switch motion {
    case .scroll(let from, let to, let step):
      frames = try Self.scroll(scene, bar: bar, from: from, to: to, step: step)
    case .backgroundTransition(let showing):
      frames = try Self.transition(scene, showing: showing, framesPerSecond: framesPerSecond)
    }
  }

  private static func scroll(_ scene: Scene, bar: NavigationBar, from: Double, to: Double, step: Double)
    throws(RenderError) -> [Frame]
  {
    guard [from, to, step].allSatisfy({ $0.isFinite && abs($0) <= 1e6 }), step != 0, (to - from) * step >= 0 else {
      throw RenderError("scroll \(from):\(to):\(step): expected finite offsets and a nonzero step towards \(to)")
    }
    // Compared as a Double: a tiny step (1e-300) gives a count no Int holds, and converting it
    // would trap.
    let steps = ((to - from) / step).rounded(.down)
    guard steps < Double(SceneMotion.maximumFrameCount) else {
      throw RenderError(
        "scroll \(from):\(to):\(step): \(JSONNode.format(steps + 1)) frames, at most \(SceneMotion.maximumFrameCount)")
    }
    let count = Int(steps) + 1
    // Without a target scroll view the bar reveals over the header, as the README sets it up.
    let minimum = bar.targetScrollView?.minimumOffset ?? scene.header?.height ?? 0
    return (0..<count).map { i in
      let y = from + Double(i) * step
      var frame = scene
      frame.navigationBar?.targetScrollView = TargetScrollView(contentOffset: y, minimumOffset: minimum)
      frame.navigationBar?.revealProgress = nil
      return Frame(scene: frame, navigationBarReveal: nil, caption: "y = \(JSONNode.format(y))")
    }
  }

  private static func transition(_ scene: Scene, showing: Bool, framesPerSecond: Int) throws(RenderError) -> [Frame] {
    let context = try NavigationBarReveal.Context(scene)
    // Frames at 0, 1/fps, … up to and including the end of the 0.35 s.
    let steps = Int((NavigationBarReveal.transitionDuration * Double(framesPerSecond)).rounded(.up))
    return (0...steps).map { i in
      let seconds = min(Double(i) / Double(framesPerSecond), NavigationBarReveal.transitionDuration)
      let state = NavigationBarReveal.transition(
        showing: showing, time: seconds / NavigationBarReveal.transitionDuration, context: context)
      let ms = Int((seconds * 1000).rounded())
      return Frame(scene: scene, navigationBarReveal: state, caption: "t = \(ms) ms")
    }
  }

  /// Renders the frames in `range` (every frame by default), several at once (each render is
  /// independent).
  public func render(with renderer: SceneRenderer, scale: DisplayScale? = nil, frames range: Range<Int>? = nil)
    throws(RenderError) -> [Pixmap]
  {
    let range = range ?? frames.indices
    return try Parallel.map(count: range.count) { i throws(RenderError) in
      let frame = frames[range.lowerBound + i]
      return try renderer.render(frame.scene, scale: scale, navigationBarReveal: frame.navigationBarReveal).pixmap
    }
  }
}
