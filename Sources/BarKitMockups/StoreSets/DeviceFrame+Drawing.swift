import BarKitGeometry
import BarKitRaster
import BarKitScene

extension DeviceFrame {
  /// Draws the device with `screenshot` on its screen (black when `nil`) into `canvas`, whose
  /// transform must map output pixels 1:1: shadow, buttons, body, front glass, screen, then
  /// what sits on the glass.
  public func draw(screenshot: Pixmap?, into canvas: inout Canvas) {
    Self.drawShadow(body: body, cornerRadius: cornerRadius, into: &canvas)
    drawDevice(screenshot: screenshot, into: &canvas)
  }

  /// The shadow a body at `body` (output pixels) casts on the surface below it: a wide, faint
  /// shadow and a tight, darker one where the device meets the surface, sized by the body's
  /// longer side so a device lying on its side casts the shadow it casts upright.
  static func drawShadow(body: Rect, cornerRadius: Double, into canvas: inout Canvas) {
    let outline = roundedRect(body, radius: cornerRadius)
    let length = max(body.width, body.height)
    // The body is opaque: no shadow is drawn where it will certainly cover it (its rounded
    // corners leave less than 0.3 of their radius uncovered along the diagonal).
    let covered = body.insetBy(cornerRadius * 0.3 + 1)
    DropShadow(color: RGBA8(white: 0, alpha: 0.30), radius: length * 0.022, offsetY: length * 0.016)
      .draw(outline, bounds: body, covered: covered, into: &canvas)
    DropShadow(color: RGBA8(white: 0, alpha: 0.22), radius: length * 0.004, offsetY: length * 0.003)
      .draw(outline, bounds: body, covered: covered, into: &canvas)
  }

  /// The device without its shadow: buttons, body, front glass, screen, then what sits on the glass.
  func drawDevice(screenshot: Pixmap?, into canvas: inout Canvas) {
    let outline = Self.roundedRect(body, radius: cornerRadius)
    for button in spec.buttons { drawButton(button, into: &canvas) }
    drawBody(outline, into: &canvas)
    drawScreen(screenshot, into: &canvas)
    switch spec.design {
    case .homeButton(let homeButton, let icon, let earpiece, let camera):
      drawHomeButton(diameter: px(homeButton), icon: icon, into: &canvas)
      drawEarpieceAndCamera(earpiece: px(earpiece), camera: camera, into: &canvas)
    case .allScreen:
      guard let housing else { break }
      switch housing.shape {
      case .notch:
        drawNotch(width: screenPx(housing.width), height: screenPx(housing.height), into: &canvas)
      case .island:
        let pill = Rect(
          x: screen.midX - screenPx(housing.width) / 2, y: screen.minY + screenPx(housing.top),
          width: screenPx(housing.width), height: screenPx(housing.height))
        canvas.fill(Self.roundedRect(pill, radius: pill.height / 2), with: .color(RGBA8(r: 0, g: 0, b: 0)))
        drawLens(
          center: Point(x: pill.maxX - pill.height / 2, y: pill.midY), diameter: pill.height * 0.42, into: &canvas)
      }
    case .padBezel(let cameraOnLongEdge):
      let center =
        cameraOnLongEdge
        ? Point(x: (screen.maxX + body.maxX) / 2, y: body.midY) : Point(x: body.midX, y: (body.minY + screen.minY) / 2)
      drawLens(center: center, diameter: px(2.2), into: &canvas)
    }
  }

  /// What the glass surrounds: the display with its black border on home-button models, the
  /// screen itself on the others.
  var screenWell: Rect {
    if case .homeButton = spec.design { return screen.insetBy(-px(0.45)) }
    return screen
  }

  /// The corner radius of ``screenWell``.
  var screenWellRadius: Double {
    if case .homeButton = spec.design { return px(0.3) }
    return screenCornerRadius
  }

  /// A rounded rectangle path.
  static func roundedRect(_ rect: Rect, radius: Double) -> Path {
    var path = Path()
    path.addRoundedRect(rect, cornerRadius: max(0, min(radius, rect.width / 2, rect.height / 2)))
    return path
  }

  /// A vertical gradient over `rect` from `top` through `bottom`.
  static func vertical(_ rect: Rect, _ colors: [RGBA8]) -> Paint {
    Paint(
      shader: .linearGradient(
        LinearGradient(
          start: Point(x: rect.midX, y: rect.minY), end: Point(x: rect.midX, y: rect.maxY), colors: colors)!))
  }

  /// The band with light falling from above, its outer edge darkened so the outline reads on a
  /// light background, a polished chamfer catching the light inside it, then the front glass.
  private func drawBody(_ outline: Path, into canvas: inout Canvas) {
    let rim = px(spec.rim)
    let glass = body.insetBy(rim)
    // Each layer is a ring around the next, whose hole stops a pixel inside what covers it, so
    // no pixel is painted twice over a large area and no seam shows between layers.
    var band = outline
    band.append(Self.roundedRect(glass.insetBy(1), radius: cornerRadius - rim - 1))
    canvas.fill(
      band,
      with: Self.vertical(
        body,
        [finish.band.mixed(with: .white, amount: 0.16), finish.band, finish.band.mixed(with: .black, amount: 0.14)]),
      rule: .evenOdd)
    let edge = max(1, px(0.12))
    canvas.stroke(
      Self.roundedRect(body.insetBy(edge / 2), radius: cornerRadius - edge / 2), style: StrokeStyle(lineWidth: edge),
      with: .color(finish.band.mixed(with: .black, amount: 0.35).withAlphaComponent(0.7)))
    let chamfer = body.insetBy(rim * 0.55)
    canvas.stroke(
      Self.roundedRect(chamfer, radius: cornerRadius - rim * 0.55), style: StrokeStyle(lineWidth: max(1, rim * 0.35)),
      with: .color(finish.accent.mixed(with: .white, amount: 0.45).withAlphaComponent(0.85)))
    let front = finish.front
    let colors =
      finish.hasLightFront
      ? [front, front.mixed(with: .black, amount: 0.03)] : [front.mixed(with: .white, amount: 0.05), front]
    var glassRing = Self.roundedRect(glass, radius: cornerRadius - rim)
    glassRing.append(Self.roundedRect(screenWell.insetBy(1), radius: max(0, screenWellRadius - 1)))
    canvas.fill(glassRing, with: Self.vertical(glass, colors), rule: .evenOdd)
  }

  /// The screenshot in the screen, its corners rounded as the display's are; a home-button
  /// model's display shows a black border inside the glass around it (the panel's inactive edge).
  private func drawScreen(_ screenshot: Pixmap?, into canvas: inout Canvas) {
    if case .homeButton = spec.design {
      canvas.fill(Self.roundedRect(screenWell, radius: screenWellRadius), with: .color(RGBA8(r: 4, g: 4, b: 6)))
    }
    let shape = Self.roundedRect(screen, radius: screenCornerRadius)
    guard let screenshot else {
      canvas.fill(shape, with: .color(.black))
      return
    }
    let image = Self.reduced(screenshot, toWidth: screen.width)
    canvas.fill(shape, with: Paint(shader: .pattern(ImagePattern(image: image, stretchedInto: screen))))
  }

  /// `image` halved (a box filter) while it is more than twice `width` pixels wide, so bilinear
  /// sampling, which reads only 2 × 2 pixels, skips none.
  static func reduced(_ image: Pixmap, toWidth width: Double) -> Pixmap {
    var image = image
    while Double(image.width) > 2 * width, image.width > 1 { image = image.boxHalved() }
    return image
  }

  /// A button: a rounded bar in the band's colour, half under the body.
  private func drawButton(_ button: SideButton, into canvas: inout Canvas) {
    let p = px(Self.buttonProtrusion)
    let from = px(button.from), length = px(button.length)
    let rect: Rect =
      switch button.edge {
      case .left: Rect(x: body.minX - p, y: body.minY + from, width: 2 * p, height: length)
      case .right: Rect(x: body.maxX - p, y: body.minY + from, width: 2 * p, height: length)
      case .top: Rect(x: body.maxX - from - length, y: body.minY - p, width: length, height: 2 * p)
      }
    let band = finish.band
    canvas.fill(
      Self.roundedRect(rect, radius: p * 0.9),
      with: Self.vertical(rect, [band.mixed(with: .white, amount: 0.1), band.mixed(with: .black, amount: 0.22)]))
  }

  /// The home button: a concave disc a shade off the glass, with Touch ID's ring or the older
  /// button's rounded square.
  private func drawHomeButton(diameter d: Double, icon: HomeButtonIcon, into canvas: inout Canvas) {
    let center = Point(x: body.midX, y: (screen.maxY + body.maxY) / 2)
    let disc = Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d)
    let front = finish.front
    let concave =
      finish.hasLightFront
      ? [front.mixed(with: .black, amount: 0.07), front.mixed(with: .black, amount: 0.01)]
      : [front.mixed(with: .black, amount: 0.3), front.mixed(with: .white, amount: 0.07)]
    var circle = Path()
    circle.addEllipse(in: disc)
    canvas.fill(circle, with: Self.vertical(disc, concave))
    let line = max(1, px(0.1))
    switch icon {
    case .ring:
      let width = px(0.5)
      var ring = Path()
      ring.addEllipse(in: disc.insetBy(width / 2))
      let accent = finish.accent
      canvas.stroke(
        ring, style: StrokeStyle(lineWidth: width),
        with: Self.vertical(disc, [accent.mixed(with: .white, amount: 0.25), accent.mixed(with: .black, amount: 0.2)]))
    case .squareIcon:
      let side = d * 0.33
      let square = Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
      let ink = finish.hasLightFront ? RGBA8(white: 0.68) : RGBA8(white: 0.55)
      canvas.stroke(
        Self.roundedRect(square, radius: side * 0.22), style: StrokeStyle(lineWidth: max(1, px(0.22))),
        with: .color(ink))
      canvas.stroke(
        circle, style: StrokeStyle(lineWidth: line),
        with: .color(front.mixed(with: finish.hasLightFront ? .black : .white, amount: 0.18)))
    case .plain:
      canvas.stroke(
        circle, style: StrokeStyle(lineWidth: line), with: .color(front.mixed(with: .white, amount: 0.12)))
    }
  }

  /// The earpiece slot and the front camera above the screen of a home-button model.
  private func drawEarpieceAndCamera(earpiece length: Double, camera: CameraPlacement, into canvas: inout Canvas) {
    let bezelMid = (body.minY + screen.minY) / 2
    let light = finish.hasLightFront
    if length > 0 {
      let slot = Rect(x: body.midX - length / 2, y: bezelMid - px(0.75), width: length, height: px(1.5))
      canvas.fill(
        Self.roundedRect(slot, radius: slot.height / 2),
        with: .color(light ? RGBA8(r: 58, g: 58, b: 62) : RGBA8(r: 40, g: 40, b: 44)))
      canvas.fill(
        Self.roundedRect(slot.insetBy(px(0.22)), radius: slot.height / 2),
        with: .color(light ? RGBA8(r: 36, g: 36, b: 40) : RGBA8(r: 22, g: 22, b: 25)))
    }
    let center: Point =
      switch camera {
      case .leftOfEarpiece: Point(x: body.midX - length / 2 - px(4.2), y: bezelMid)
      case .aboveEarpiece: Point(x: body.midX, y: bezelMid - px(3.6))
      case .centred: Point(x: body.midX, y: bezelMid)
      }
    drawLens(center: center, diameter: px(2.3), into: &canvas)
  }

  /// A camera: a dark disc, a lens with a bluish tint, and a small highlight.
  func drawLens(center: Point, diameter d: Double, into canvas: inout Canvas) {
    func disc(_ diameter: Double, at c: Point) -> Path {
      var p = Path()
      p.addEllipse(in: Rect(x: c.x - diameter / 2, y: c.y - diameter / 2, width: diameter, height: diameter))
      return p
    }
    canvas.fill(disc(d, at: center), with: .color(RGBA8(r: 14, g: 14, b: 17)))
    canvas.fill(disc(d * 0.55, at: center), with: .color(RGBA8(r: 24, g: 30, b: 44)))
    canvas.fill(
      disc(d * 0.16, at: Point(x: center.x - d * 0.1, y: center.y - d * 0.1)),
      with: .color(RGBA8(white: 1, alpha: 0.35)))
  }

  /// The TrueDepth notch: a black tab hanging from the screen's top edge, its bottom corners
  /// rounded and its top corners flaring into the edge, with the earpiece and camera in it.
  private func drawNotch(width: Double, height: Double, into canvas: inout Canvas) {
    let left = screen.midX - width / 2, right = screen.midX + width / 2
    let top = screen.minY, bottom = screen.minY + height
    let flare = height * 0.2, r = height * 0.6
    let k = 0.5523  // the cubic control distance of a quarter circle, per unit radius
    var path = Path()
    path.move(to: Point(x: left - flare, y: top))
    path.cubic(
      control1: Point(x: left - flare + flare * k, y: top), control2: Point(x: left, y: top + flare - flare * k),
      to: Point(x: left, y: top + flare))
    path.line(to: Point(x: left, y: bottom - r))
    path.cubic(
      control1: Point(x: left, y: bottom - r + r * k), control2: Point(x: left + r - r * k, y: bottom),
      to: Point(x: left + r, y: bottom))
    path.line(to: Point(x: right - r, y: bottom))
    path.cubic(
      control1: Point(x: right - r + r * k, y: bottom), control2: Point(x: right, y: bottom - r + r * k),
      to: Point(x: right, y: bottom - r))
    path.line(to: Point(x: right, y: top + flare))
    path.cubic(
      control1: Point(x: right, y: top + flare - flare * k), control2: Point(x: right + flare - flare * k, y: top),
      to: Point(x: right + flare, y: top))
    path.close()
    canvas.withClip(screen) { $0.fill(path, with: .color(RGBA8(r: 0, g: 0, b: 0))) }
    let grille = Rect(x: screen.midX - width * 0.13, y: top + height * 0.22, width: width * 0.26, height: height * 0.16)
    canvas.fill(Self.roundedRect(grille, radius: grille.height / 2), with: .color(RGBA8(r: 26, g: 26, b: 30)))
    drawLens(
      center: Point(x: screen.midX + width * 0.27, y: top + height * 0.42), diameter: height * 0.3, into: &canvas)
  }
}

extension Rect {
  /// The rectangle moved in by `d` on every side (out, when negative).
  func insetBy(_ d: Double) -> Rect { Rect(x: minX + d, y: minY + d, width: width - 2 * d, height: height - 2 * d) }
}
