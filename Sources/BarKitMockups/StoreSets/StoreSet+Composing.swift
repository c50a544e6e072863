import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

extension StoreSet {
  /// The store image for one output: `screenshot` (the rendered scene of `device`) framed on
  /// the background with the caption in `locale`'s strings, at the device's store size exactly:
  /// portrait, or turned for a landscape screenshot (App Store Connect takes each size both
  /// ways). `screen` is the entry's place in the set (a panorama is cut there) and `text` its
  /// own caption (`nil`: the set's).
  ///
  /// - Throws: ``SceneError`` naming the manifest path of what cannot be made: a missing string,
  ///   a caption too wide at its smallest size, a background picture that does not load.
  public func compose(
    screenshot: Pixmap, device: Device, locale: BatchLocale?, text: StoreCaptionText? = nil,
    screen: (index: Int, count: Int) = (0, 1)
  ) throws(SceneError) -> Pixmap {
    // A device from a `--devices` file has no frame: said rather than drawn bare (the manifest's
    // `devices` axis is checked when it is read; this is a scene that names its own device).
    if framed, DeviceFrameSpec.builtIn[device.name] == nil {
      throw SceneError(
        path: path.appending(key: "frame"),
        .invalid("BarKit has no frame for \"\(device.name)\"; set \"frame\": false to place its screen unframed"))
    }
    guard let portrait = size(for: device.name) else {
      throw SceneError(path: path.appending(key: "sizes"), .invalid("no App Store size for \"\(device.name)\""))
    }
    let landscape = screenshot.width > screenshot.height
    let (w, h) = landscape ? (portrait.height, portrait.width) : (portrait.width, portrait.height)
    let width = Double(w), height = Double(h)
    let block = try captionBlock(text: text ?? caption?.text, width: width, height: height, locale: locale)
    let layout = StoreLayout(
      width: width, height: height, captionHeight: bandHeight(width: width, height: height, own: block),
      position: caption?.position ?? .above, padding: padding)
    guard var canvas = Canvas(size: Size(width: width, height: height)) else {
      throw SceneError(path: path, .invalid("cannot make a \(w)x\(h) image"))
    }
    try background.paint(layout.image, index: screen.index, of: screen.count, into: &canvas)
    if let block {
      block.draw(top: layout.caption.midY - block.height / 2, centerX: layout.caption.midX, into: &canvas)
    }
    if let (spec, finish) = frame(for: device.name) {
      if landscape {
        drawOnItsSide(
          spec: spec, finish: finish, device: device, screenshot: screenshot, in: layout.device, into: &canvas)
      } else {
        DeviceFrame(spec: spec, device: device, finish: finish, fitting: layout.device)
          .draw(screenshot: screenshot, into: &canvas)
      }
    } else {
      drawUnframed(screenshot, device: device, in: layout.device, into: &canvas)
    }
    // The canvas was made at the size; App Store Connect refuses anything else, so check.
    guard canvas.pixmap.width == w, canvas.pixmap.height == h else {
      throw SceneError(path: path, .invalid("made \(canvas.pixmap.width)x\(canvas.pixmap.height), not \(w)x\(h)"))
    }
    return canvas.pixmap
  }

  /// The caption band's height: the tallest caption of the set at this size (every entry's text
  /// in every locale), so the device holds still across the set, or `own`'s with `"band": "image"`.
  func bandHeight(width: Double, height: Double, own: CaptionBlock?) -> Double {
    guard let caption, caption.band == .set else { return own?.height ?? 0 }
    let tallest = bandHeights.height(for: "\(width)x\(height)") {
      var tallest = own?.height ?? 0
      for text in screens {
        for locale in locales.isEmpty ? [nil] : locales.map(Optional.some) {
          // A caption that cannot be laid out fails its own output; here it adds nothing.
          let block = try? captionBlock(text: text ?? caption.text, width: width, height: height, locale: locale)
          tallest = max(tallest, block?.height ?? 0)
        }
      }
      return tallest
    }
    return max(tallest, own?.height ?? 0)
  }

  /// The caption laid out for an image `width` × `height`, its strings looked up in `locale`;
  /// `nil` without a caption.
  func captionBlock(text: StoreCaptionText?, width: Double, height: Double, locale: BatchLocale?) throws(SceneError)
    -> CaptionBlock?
  {
    guard let caption, let text else { return nil }
    let captionPath = text.path ?? path.appending(key: "caption")
    func localized(_ value: String, _ key: String) throws(SceneError) -> String {
      guard let locale else { return value }
      return try locale.localize(value, at: captionPath.appending(key: key))
    }
    let shown = StoreCaptionText(
      title: try localized(text.title, "title"),
      subtitle: try text.subtitle.map { s throws(SceneError) in try localized(s, "subtitle") })
    // A family may be a locale's string too ("@capfont"), like every text a caption takes.
    var family = caption.family(for: locale)
    if family.hasPrefix("@") {
      family = try localized(family, "fontFamily")
      guard FontLibrary.shared.hasFamily(family) else {
        throw SceneError(
          path: captionPath.appending(key: "fontFamily"), .invalid(FontLibrary.missingFamilyMessage(family)))
      }
    }
    do throws(CaptionBlock.Failure) {
      // Sizes are fractions of the shorter side, so a landscape caption is set as a portrait one.
      return try CaptionBlock(
        text: shown, caption: caption, family: family, base: min(width, height),
        room: StoreLayout.captionRoom(width: width, padding: padding))
    } catch {
      let path = captionPath.appending(key: "title")
      let place = locale.map { " (locale \"\($0.identifier)\")" } ?? ""
      switch error {
      case .unclosedBold:
        throw SceneError(path: path, .invalid("a ** is not closed\(place)"))
      case .tooWide(let line, let w, let room):
        throw SceneError(
          path: path,
          .invalid(
            "\"\(line)\" is \(w) px wide at the smallest size (minimumSize) and the caption has \(room) px\(place); shorten it or break the line with \\n"
          ))
      }
    }
  }

  /// The caption for an image `imageWidth` wide in portrait, the set's own text: for tests and
  /// the docs' examples.
  func captionBlock(imageWidth: Double, locale: BatchLocale?) throws(SceneError) -> CaptionBlock? {
    try captionBlock(text: caption?.text, width: imageWidth, height: imageWidth * 2, locale: locale)
  }

  /// A device lying on its side (its top, with the camera or the Dynamic Island, to the left and a
  /// home button to the right: iOS's landscape-right), a landscape `screenshot` upright on it: the
  /// device is drawn upright on a layer with the screenshot turned to match, the layer turned a
  /// quarter turn and laid on the canvas, its shadow falling below it as an upright device's does.
  private func drawOnItsSide(
    spec: DeviceFrameSpec, finish: DeviceFinish, device: Device, screenshot: Pixmap, in box: Rect,
    into canvas: inout Canvas
  ) {
    let origin = (x: box.minX.rounded(), y: box.minY.rounded())
    let across = box.height.rounded(.down), down = box.width.rounded(.down)
    guard var layer = Canvas(size: Size(width: across, height: down)) else { return }
    let frame = DeviceFrame(
      spec: spec, device: device, finish: finish, fitting: Rect(x: 0, y: 0, width: across, height: down))
    frame.drawDevice(screenshot: screenshot.turnedClockwise(), into: &layer)
    // Turning counter-clockwise takes the layer's point (x, y) to (y, across - x).
    let body = Rect(
      left: origin.x + frame.body.minY, top: origin.y + across - frame.body.maxX, right: origin.x + frame.body.maxY,
      bottom: origin.y + across - frame.body.minX)
    DeviceFrame.drawShadow(body: body, cornerRadius: frame.cornerRadius, into: &canvas)
    canvas.draw(
      layer.pixmap.turnedCounterClockwise(), in: Rect(x: origin.x, y: origin.y, width: down, height: across),
      interpolation: .nearest)
  }

  /// The screenshot alone, as large as fits, its corners rounded as the device's screen's, on a shadow.
  private func drawUnframed(_ screenshot: Pixmap, device: Device, in box: Rect, into canvas: inout Canvas) {
    let aspect = Double(screenshot.width) / Double(screenshot.height)
    let w = min(box.width, box.height * aspect), h = w / aspect
    let rect = Rect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
    let radius = max(device.cornerRadius, 0) * min(w, h) / device.pointSize.width
    let shape = DeviceFrame.roundedRect(rect, radius: radius)
    let length = max(w, h)
    DropShadow(color: RGBA8(white: 0, alpha: 0.3), radius: length * 0.02, offsetY: length * 0.015)
      .draw(shape, bounds: rect, covered: rect.insetBy(radius * 0.3 + 1), into: &canvas)
    let image = DeviceFrame.reduced(screenshot, toWidth: w)
    canvas.fill(shape, with: Paint(shader: .pattern(ImagePattern(image: image, stretchedInto: rect))))
  }
}
