import BarKitJSON
import BarKitScene

/// How a content image fits its frame, in device pixels, and the warnings that follow
/// (Docs/Mockups.md, "Warnings"): blown up more than 1.5× (its pixels show as blur), cut by
/// aspect-fill by more than 5 % of a side (content lost), or a file whose aspect ratio is not
/// the screen's (a capture of another device).
struct ContentFit {
  /// The image file's size.
  let file: (width: Int, height: Int)
  /// What is left after the crop.
  let kept: (width: Int, height: Int)
  /// The size the kept part is drawn at.
  let placed: (width: Double, height: Double)
  /// The content's frame.
  let frame: (width: Int, height: Int)
  let mode: ContentMode

  /// The largest upscale that still looks sharp enough for a mockup (the threshold).
  static let upscaleLimit = 1.5
  /// The largest share of a side aspect-fill may cut.
  static let cutLimit = 0.05
  /// How far the file's aspect ratio may differ from the screen's (relative), so that sizes
  /// rounded to whole pixels still match.
  static let aspectTolerance = 0.01

  var warnings: [RenderWarning] {
    let content = JSONPath.root.appending(key: "content")
    let image = content.appending(key: "image")
    var out: [RenderWarning] = []
    let upscale = max(placed.width / Double(kept.width), placed.height / Double(kept.height))
    if upscale > Self.upscaleLimit + 1e-9 {
      out.append(
        RenderWarning(
          path: image,
          "upscaled \(Self.format(upscale))× (more than \(Self.format(Self.upscaleLimit))×): its \(kept.width)×\(kept.height) pixels cover \(Int(placed.width.rounded()))×\(Int(placed.height.rounded())); use a capture of this device or a smaller scale"
        ))
    }
    if mode == .scaleAspectFill {
      let cutWidth = 1 - Double(frame.width) / placed.width, cutHeight = 1 - Double(frame.height) / placed.height
      let (side, cut) = cutWidth >= cutHeight ? ("width", cutWidth) : ("height", cutHeight)
      if cut > Self.cutLimit + 1e-9 {
        out.append(
          RenderWarning(
            path: content.appending(key: "contentMode"),
            "scaleAspectFill cuts \(Int((cut * 100).rounded())) % of the image's \(side) (more than 5 %); crop it or use a position mode such as \"top\""
          ))
      }
    }
    let fileRatio = Double(file.width) / Double(file.height)
    let screenRatio = Double(frame.width) / Double(frame.height)
    if kept == file, abs(fileRatio / screenRatio - 1) > Self.aspectTolerance {
      out.append(
        RenderWarning(
          path: image,
          "the \(file.width)×\(file.height) image's aspect ratio differs from the content's \(frame.width)×\(frame.height) (a capture of another device?)"
        ))
    }
    return out
  }

  /// `1.94`, `2`.
  private static func format(_ v: Double) -> String {
    let hundredths = (v * 100).rounded()
    return hundredths.truncatingRemainder(dividingBy: 100) == 0
      ? String(Int(hundredths / 100)) : String(hundredths / 100)
  }
}
