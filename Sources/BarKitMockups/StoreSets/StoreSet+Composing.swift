import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

extension StoreSet {
  /// The store image for one output: `screenshot` (the rendered scene of `device`) framed on
  /// the background with the caption in `locale`'s strings, at the device's store size exactly.
  ///
  /// - Throws: ``SceneError`` naming the manifest path of what cannot be made: a missing string,
  ///   a caption too wide at its smallest size, a landscape scene.
  public func compose(screenshot: Pixmap, device: Device, locale: BatchLocale?) throws(SceneError) -> Pixmap {
    // A device from a `--devices` file has no frame: said rather than drawn bare (the manifest's
    // `devices` axis is checked when it is read; this is a scene that names its own device).
    if framed, DeviceFrameSpec.builtIn[device.name] == nil {
      throw SceneError(
        path: path.appending(key: "frame"),
        .invalid("BarKit has no frame for \"\(device.name)\"; set \"frame\": false to place its screen unframed"))
    }
    guard let size = size(for: device.name) else {
      throw SceneError(path: path.appending(key: "sizes"), .invalid("no App Store size for \"\(device.name)\""))
    }
    guard screenshot.height >= screenshot.width else {
      throw SceneError(path: path, .invalid("a store set stands its devices upright; the scene is landscape"))
    }
    let width = Double(size.width), height = Double(size.height)
    let block = try captionBlock(imageWidth: width, locale: locale)
    let layout = StoreLayout(
      width: width, height: height, captionHeight: block?.height ?? 0, position: caption?.position ?? .above)
    guard var canvas = Canvas(size: Size(width: width, height: height)) else {
      throw SceneError(path: path, .invalid("cannot make a \(size) image"))
    }
    background.paint(layout.image, into: &canvas)
    if let block {
      // Centred vertically in its band, which is exactly its height.
      block.draw(top: layout.caption.minY, centerX: layout.caption.midX, into: &canvas)
    }
    if let (spec, finish) = frame(for: device.name) {
      DeviceFrame(spec: spec, device: device, finish: finish, fitting: layout.device)
        .draw(screenshot: screenshot, into: &canvas)
    } else {
      drawUnframed(screenshot, device: device, in: layout.device, into: &canvas)
    }
    // The canvas was made at the size; App Store Connect refuses anything else, so check.
    guard canvas.pixmap.width == size.width, canvas.pixmap.height == size.height else {
      throw SceneError(path: path, .invalid("made \(canvas.pixmap.width)x\(canvas.pixmap.height), not \(size)"))
    }
    return canvas.pixmap
  }

  /// The caption laid out for an image `imageWidth` wide, its strings looked up in `locale`.
  func captionBlock(imageWidth: Double, locale: BatchLocale?) throws(SceneError) -> CaptionBlock? {
    guard let caption else { return nil }
    let captionPath = path.appending(key: "caption")
    func text(_ value: String, _ key: String) throws(SceneError) -> String {
      guard let locale else { return value }
      return try locale.localize(value, at: captionPath.appending(key: key))
    }
    let title = try text(caption.title, "title")
    let subtitle = try caption.subtitle.map { s throws(SceneError) in try text(s, "subtitle") }
    // A family may be a locale's string too ("@capfont"), like every text a caption takes.
    var localized = caption
    if let family = caption.fontFamily {
      let name = try text(family, "fontFamily")
      guard FontLibrary.shared.hasFamily(name) else {
        throw SceneError(
          path: captionPath.appending(key: "fontFamily"), .invalid(FontLibrary.missingFamilyMessage(name)))
      }
      localized.fontFamily = name
    }
    do throws(CaptionBlock.Failure) {
      return try CaptionBlock(
        title: title, subtitle: subtitle, caption: localized, family: locale?.fontFamily, imageWidth: imageWidth,
        room: StoreLayout.captionRoom(width: imageWidth))
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

  /// The screenshot alone, as large as fits, its corners rounded as the device's screen's, on a shadow.
  private func drawUnframed(_ screenshot: Pixmap, device: Device, in box: Rect, into canvas: inout Canvas) {
    let aspect = Double(screenshot.width) / Double(screenshot.height)
    let w = min(box.width, box.height * aspect), h = w / aspect
    let rect = Rect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
    let radius = max(device.cornerRadius, 0) * w / device.pointSize.width
    let shape = DeviceFrame.roundedRect(rect, radius: radius)
    DropShadow(color: RGBA8(white: 0, alpha: 0.3), radius: h * 0.02, offsetY: h * 0.015)
      .draw(shape, bounds: rect, covered: rect.insetBy(radius * 0.3 + 1), into: &canvas)
    let image = DeviceFrame.reduced(screenshot, toWidth: w)
    canvas.fill(shape, with: Paint(shader: .pattern(ImagePattern(image: image, stretchedInto: rect))))
  }
}
