import BarKitScene

/// Status bar glyphs drawn for BarKit to the geometry measured on iOS 7 captures at @2x
/// (measurements.md §7; points = device px / 2). View boxes are the measured ink boxes, so a glyph
/// placed at its measured origin lands on the captured pixels.
public enum StatusBarIcons {
  /// A filled signal-strength dot, Ø 5.5 pt (§7: 10.96 px). Dots sit on a 7 pt pitch.
  public static let signalDot = Icon(
    name: "statusBar.signalDot", width: 5.5, height: 5.5,
    layers: [.fill("M5.5 2.75 A2.75 2.75 0 1 1 0 2.75 A2.75 2.75 0 1 1 5.5 2.75 Z")])

  /// An empty signal-strength dot: a ring of the same outer diameter, 0.5 pt thick (§7: 1 px).
  public static let signalDotHollow = Icon(
    name: "statusBar.signalDotHollow", width: 5.5, height: 5.5,
    layers: [.stroke("M5.25 2.75 A2.5 2.5 0 1 1 0.25 2.75 A2.5 2.5 0 1 1 5.25 2.75 Z", width: 0.5)])

  /// The distance between signal dot centres (§7: 14 px).
  public static let signalDotPitch: Double = 7

  /// The opacity of Wi-Fi bars above the current level. iOS 7 drew them as faint ghosts; BarKit's
  /// captures all show full bars, so this value is an estimate, not a measurement.
  public static let inactiveWiFiBarOpacity: Double = 0.25

  /// The three parts of the Wi-Fi fan, bottom up: a solid wedge of radius 3.1 pt, then two 1.5 pt bands
  /// with 1.5 pt gaps (§7: rows 23–28.7, 17–22 and 11–17 px), all centred on (6.1, 9.1) and spanning
  /// ±42° from vertical. The radii and angle were fitted to the BK capture (coverage overlap 0.96 at
  /// @2x); the fit puts the wedge's point 0.25 pt below §7's 28.7 px, where its thin tip fades out of
  /// the capture's anti-aliasing, and spans 12.2 pt where §7 reads 11.9.
  static let wiFiParts = [
    "M6.1 9.1 L4.03 6.8 A3.1 3.1 0 0 1 8.17 6.8 Z",
    "M2.02 4.57 A6.1 6.1 0 0 1 10.18 4.57 L9.18 5.68 A4.6 4.6 0 0 0 3.02 5.68 Z",
    "M0.01 2.34 A9.1 9.1 0 0 1 12.19 2.34 L11.19 3.45 A7.6 7.6 0 0 0 1.01 3.45 Z",
  ]

  /// The Wi-Fi fan showing `bars` of 3 (clamped to 0...3); the parts above the level are dimmed.
  public static func wiFi(bars: Int = 3) -> Icon {
    let level = min(max(bars, 0), wiFiParts.count)
    let layers = wiFiParts.enumerated().map { index, data in
      IconLayer.fill(data, opacity: index < level ? 1 : inactiveWiFiBarOpacity)
    }
    return Icon(name: "statusBar.wiFi.\(level)", width: 12.2, height: 9.5, layers: layers)
  }

  /// The battery body's outline: 22.5 × 9.5 pt outside, 0.5 pt stroke, corners 1.75 pt round
  /// outside and 1.25 pt inside (§7; BK's corner pixels at @2x, the top row's first two inked
  /// ones 0.35 and 0.8 covered, are matched to 0.05 by this radius). Its straight edges are on whole
  /// pixels at @2x (a 0.5 pt line cannot be at @1x or @3x).
  static let batteryOutline =
    "M1.75 0.25 H20.75 A1.5 1.5 0 0 1 22.25 1.75 V7.75 A1.5 1.5 0 0 1 20.75 9.25 H1.75 "
    + "A1.5 1.5 0 0 1 0.25 7.75 V1.75 A1.5 1.5 0 0 1 1.75 0.25 Z"
  /// The terminal tip: 1.5 × 3.5 pt, 0.5 pt right of the body, its right corners 1.25 pt round
  /// (§7: x 626–628 px, y 17.07–23.98 at @2x; BK's tip covers its third column fully between
  /// corners whose pixels are 0.11 and 0.74 covered, matched to 0.03). Edges on whole and half
  /// points: whole pixels at @2x.
  static let batteryNub = "M23 3 H23.25 A1.25 1.25 0 0 1 24.5 4.25 V5.25 A1.25 1.25 0 0 1 23.25 6.5 H23 Z"
  /// The widest charge fill: 20.5 × 7.5 pt, inset 1 pt from the body's outer edge (§7: x 582–622 px).
  static let batteryFillWidth: Double = 20.5
  /// The fill's corner radius: its corner pixel at @2x is half covered in BK (§7: "tiny corner
  /// rounding"), a 1.5 px radius.
  static let batteryFillCornerRadius = 0.75

  /// The battery with its charge filled to `level` (clamped to 0...1).
  ///
  /// The fill is a separate layer so a renderer can paint it in the charging green (§7: #4CD964)
  /// while the outline keeps the content colour.
  public static func battery(level: Double = 1) -> Icon {
    let clamped = level.isFinite ? min(max(level, 0), 1) : 0
    var layers: [IconLayer] = [.stroke(batteryOutline, width: 0.5), .fill(batteryNub)]
    if clamped > 0 {
      layers.append(
        .fill(
          roundedRect(
            x: 1, y: 1, width: batteryFillWidth * clamped, height: 7.5,
            radius: batteryFillCornerRadius)))
    }
    return Icon(name: "statusBar.battery.\(Int((clamped * 100).rounded()))", width: 24.5, height: 9.5, layers: layers)
  }

  /// SVG path data for a rectangle with round corners (the radius shrinks to fit a narrow one).
  static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) -> String {
    let r = min(radius, width / 2, height / 2)
    let arc = "A\(format(r)) \(format(r)) 0 0 1"
    return "M\(format(x + r)) \(format(y)) H\(format(x + width - r)) \(arc) \(format(x + width)) \(format(y + r)) "
      + "V\(format(y + height - r)) \(arc) \(format(x + width - r)) \(format(y + height)) H\(format(x + r)) "
      + "\(arc) \(format(x)) \(format(y + height - r)) V\(format(y + r)) \(arc) \(format(x + r)) \(format(y)) Z"
  }

  /// The charging bolt drawn right of the battery: 5 × 9.15 pt (§7: x 618–627, y 10.85–29.16
  /// px; IPOD's strokes are about 2 px wide above and below a 1.5 pt slanted bar).
  public static let chargingBolt = Icon(
    name: "statusBar.chargingBolt", width: 5, height: 9.5,
    layers: [.fill("M3.8 0.3 L0 5.5 H2.5 L1.2 9.45 L5 4 H2.9 Z")])

  /// The location-services arrow: a dart pointing to the upper right, filling its 9 × 9 pt box
  /// (MAP: ink x 550–567, rows 13–30 px).
  public static let locationArrow = Icon(
    name: "statusBar.locationArrow", width: 9, height: 9,
    layers: [.fill("M9 0 L0 4.25 H4.75 V9 Z")])

  /// The Bluetooth rune, 1 pt strokes, 7.5 × 13.5 pt (§7: x 484–498, y 6.96–34.04 px); the
  /// spine's edges on whole points, the mitred tips reaching the box's top and bottom.
  public static let bluetooth = Icon(
    name: "statusBar.bluetooth", width: 7.5, height: 13.5,
    layers: [.stroke("M0.6 4.1 L6.35 9.35 L3.5 12.2 V1.3 L6.35 4.15 L0.6 9.4")])

  /// The alarm clock, 9.5 × 9 pt (CTA: ink x 453–471, rows 11–28 px): a solid face of radius
  /// 3.75 pt with its hands knocked out (1 pt wide, at 3 o'clock, so on whole pixels at @2x)
  /// and a bell cap above each shoulder, 0.65 pt clear of the face.
  public static let alarm = Icon(
    name: "statusBar.alarm", width: 9.5, height: 9,
    layers: [
      .fill(
        "M8.5 5 A3.75 3.75 0 1 1 1 5 A3.75 3.75 0 1 1 8.5 5 Z M4.25 2.5 H5.25 V4.5 H7 V5.5 H4.25 Z", rule: .evenOdd),
      .fill("M0.25 3.25 A2.5 2.5 0 0 1 3.25 0.25 Z M6.25 0.25 A2.5 2.5 0 0 1 9.25 3.25 Z"),
    ])

  /// The portrait orientation lock, 10 × 10 pt: a padlock (a 4 × 3 pt body, a 0.5 pt shackle,
  /// edges on whole points) inside a 1 pt ring that stops short of closing at the upper right,
  /// where an arrowhead turns it clockwise. Not captured; sized like the alarm (Fidelity.md).
  public static let orientationLock = Icon(
    name: "statusBar.orientationLock", width: 10, height: 10,
    layers: [
      .stroke("M7.58 1.31 A4.5 4.5 0 1 0 9.35 3.84"),
      .fill("M9 2.2 L8.25 0.25 L6.7 2.25 Z"),
      .fill("M3 4.5 H7 V7.5 H3 Z"),
      .stroke("M3.75 4.5 V3.5 A1.25 1.25 0 0 1 6.25 3.5 V4.5", width: 0.5),
    ])

  /// Do Not Disturb's crescent moon, 7.5 × 7.5 pt: a disc of radius 3.75 pt with a 3.1 pt disc
  /// cut from its upper right. Not captured; sized to the signal dots' row (Fidelity.md).
  public static let doNotDisturb = Icon(
    name: "statusBar.doNotDisturb", width: 7.5, height: 7.5,
    layers: [.fill("M3.65 0 A3.75 3.75 0 1 0 7.37 4.73 A3.1 3.1 0 0 1 3.65 0 Z")])

  /// The fixed status bar glyphs, with the Wi-Fi fan full and the battery full.
  public static let all: [Icon] = [
    signalDot, signalDotHollow, wiFi(), battery(), chargingBolt, locationArrow, bluetooth, alarm,
    orientationLock, doNotDisturb,
  ]

  /// A coordinate without a trailing `.0`, for building path data.
  package static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
