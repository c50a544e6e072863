/// The device frames BarKit draws: every number in one table.
///
/// Sources:
/// - Body width, height: Apple's Tech Specs page of each model (support.apple.com/specs,
///   "Size and Weight"), in mm.
/// - Screen width: the model's resolution across ÷ its pixels per inch × 25.4, both from the
///   same page ("Display"). The iPhone 6 Plus renders 1242 pixels but its panel has 1080 at
///   401 ppi: the panel's width is what the frame holds.
/// - Screen corner radii, notch and Dynamic Island: not here. The frame draws the device
///   table's (Sources/BarKitScene/Canvas/DeviceTable.swift: `cornerRadius`, `sensorHousing`),
///   the same numbers the renderer keeps the bars' items clear of.
/// - Corner radii of the bodies, button positions and lengths, home button and earpiece sizes:
///   estimates read off front and side photographs at the published body size (Apple publishes
///   no such drawing for the front view; Docs/Mockups.md lists them as estimates).
/// - Colours: the finishes' names are Apple's; their sRGB values are estimates of the shipped
///   colours under neutral light.
extension DeviceFrameSpec {
  /// Every built-in frame, by device preset name.
  public static let builtIn: [String: DeviceFrameSpec] = Dictionary(
    uniqueKeysWithValues: table.map { ($0.device, $0) })

  /// Millimetres across a screen of `pixels` at `ppi`.
  private static func mm(_ pixels: Double, ppi: Double) -> Double { pixels / ppi * 25.4 }

  // Finishes of the home-button iPhones and iPads: white fronts on silver and gold.
  private static let silver = DeviceFinish("silver", band: 0xD5D6D8, front: 0xF4F4F2, accent: 0xC3C4C7)
  private static let gold = DeviceFinish("gold", band: 0xE2D2BC, front: 0xF6F3EE, accent: 0xD4BD9C)
  private static let spaceGray = DeviceFinish("space-gray", band: 0x6C6D71, front: 0x19191B, accent: 0x5F6064)
  private static let black4s = DeviceFinish("black", band: 0xC8C9CC, front: 0x131315, accent: 0xE6E7E9)
  private static let white4s = DeviceFinish("white", band: 0xC8C9CC, front: 0xF3F3F1, accent: 0xE6E7E9)

  /// The finishes of an all-screen model: the band in each colour, the front always black.
  private static func bands(_ named: [(String, UInt32)]) -> [DeviceFinish] {
    named.map { DeviceFinish($0.0, band: $0.1, front: 0x0B0B0C) }
  }

  /// Buttons of an all-screen iPhone at the usual proportions of its body height `h`: the ring
  /// or Action button, two volume buttons, and the side button opposite.
  private static func faceIDButtons(_ h: Double) -> [SideButton] {
    [
      SideButton(edge: .left, from: 0.135 * h, length: 0.045 * h),
      SideButton(edge: .left, from: 0.225 * h, length: 0.085 * h),
      SideButton(edge: .left, from: 0.33 * h, length: 0.085 * h),
      SideButton(edge: .right, from: 0.25 * h, length: 0.13 * h),
    ]
  }

  /// Buttons of a home-button iPhone 6 or later at body height `h`: the ring switch and two
  /// volume buttons on the left, the sleep button on the right.
  private static func sixButtons(_ h: Double) -> [SideButton] {
    [
      SideButton(edge: .left, from: 0.125 * h, length: 0.04 * h),
      SideButton(edge: .left, from: 0.215 * h, length: 0.072 * h),
      SideButton(edge: .left, from: 0.315 * h, length: 0.072 * h),
      SideButton(edge: .right, from: 0.215 * h, length: 0.08 * h),
    ]
  }

  /// Buttons of an iPad at body size `w` × `h`: the top button near the right, the volume
  /// buttons at the top of the right edge.
  private static func padButtons(_ w: Double, _ h: Double, topFrom: Double = 0.1) -> [SideButton] {
    [
      SideButton(edge: .top, from: topFrom * w, length: 0.07 * w),
      SideButton(edge: .right, from: 0.08 * h, length: 0.045 * h),
      SideButton(edge: .right, from: 0.135 * h, length: 0.045 * h),
    ]
  }

  private static let classicPhoneFinishes = [silver, gold, spaceGray]

  private static let table: [DeviceFrameSpec] = [
    // iPhone 4s: 115.2 × 58.6 mm; 640 px at 326 ppi; stainless steel band.
    DeviceFrameSpec(
      device: "iphone-4s", bodyWidth: 58.6, bodyHeight: 115.2, cornerRadius: 8.7,
      screenWidth: mm(640, ppi: 326), screenDrop: 0, rim: 0.95,
      design: .homeButton(homeButton: 10.8, icon: .squareIcon, earpiece: 10.5, camera: .leftOfEarpiece),
      buttons: [
        SideButton(edge: .left, from: 13.5, length: 5), SideButton(edge: .left, from: 25, length: 5.5),
        SideButton(edge: .left, from: 35, length: 5.5), SideButton(edge: .top, from: 9, length: 10),
      ],
      finishes: [black4s, white4s]),
    // iPhone 5s: 123.8 × 58.6 mm; 640 px at 326 ppi; diamond-cut chamfer, Touch ID ring.
    DeviceFrameSpec(
      device: "iphone-5s", bodyWidth: 58.6, bodyHeight: 123.8, cornerRadius: 9.3,
      screenWidth: mm(640, ppi: 326), screenDrop: 0, rim: 0.7,
      design: .homeButton(homeButton: 10.9, icon: .ring, earpiece: 10.5, camera: .aboveEarpiece),
      buttons: [
        SideButton(edge: .left, from: 14, length: 5.5), SideButton(edge: .left, from: 25.5, length: 6.5),
        SideButton(edge: .left, from: 35.5, length: 6.5), SideButton(edge: .top, from: 9.5, length: 10),
      ],
      finishes: [silver, gold, spaceGray]),
    // iPhone 6: 138.1 × 67.0 mm; 750 px at 326 ppi.
    DeviceFrameSpec(
      device: "iphone-6", bodyWidth: 67.0, bodyHeight: 138.1, cornerRadius: 10.5,
      screenWidth: mm(750, ppi: 326), screenDrop: 0, rim: 0.55,
      design: .homeButton(homeButton: 10.9, icon: .ring, earpiece: 11.5, camera: .leftOfEarpiece),
      buttons: sixButtons(138.1), finishes: classicPhoneFinishes),
    // iPhone 6 Plus: 158.1 × 77.8 mm; the panel's 1080 px at 401 ppi.
    DeviceFrameSpec(
      device: "iphone-6-plus", bodyWidth: 77.8, bodyHeight: 158.1, cornerRadius: 11.8,
      screenWidth: mm(1080, ppi: 401), screenDrop: 0, rim: 0.6,
      design: .homeButton(homeButton: 10.9, icon: .ring, earpiece: 11.5, camera: .leftOfEarpiece),
      buttons: sixButtons(158.1), finishes: classicPhoneFinishes),
    // iPad (2): 241.2 × 185.7 mm; 768 px at 132 ppi.
    DeviceFrameSpec(
      device: "ipad", bodyWidth: 185.7, bodyHeight: 241.2, cornerRadius: 12.5,
      screenWidth: mm(768, ppi: 132), screenDrop: 0, rim: 1.1,
      design: .homeButton(homeButton: 11.5, icon: .squareIcon, earpiece: 0, camera: .centred),
      buttons: padButtons(185.7, 241.2),
      finishes: [
        DeviceFinish("black", band: 0xCFD0D2, front: 0x131315, accent: 0x2A2A2D),
        DeviceFinish("white", band: 0xCFD0D2, front: 0xF3F3F1, accent: 0xDADAD8),
      ]),
    // iPad Air, the retina iPad iOS 7 launched with: 240 × 169.5 mm; 1536 px at 264 ppi.
    DeviceFrameSpec(
      device: "ipad-retina", bodyWidth: 169.5, bodyHeight: 240, cornerRadius: 11.5,
      screenWidth: mm(1536, ppi: 264), screenDrop: 0, rim: 0.9,
      design: .homeButton(homeButton: 10.6, icon: .squareIcon, earpiece: 0, camera: .centred),
      buttons: padButtons(169.5, 240), finishes: [silver, spaceGray]),
    // iPad mini with Retina display: 200 × 134.7 mm; 1536 px at 326 ppi.
    DeviceFrameSpec(
      device: "ipad-mini-retina", bodyWidth: 134.7, bodyHeight: 200, cornerRadius: 10.5,
      screenWidth: mm(1536, ppi: 326), screenDrop: 0, rim: 0.8,
      design: .homeButton(homeButton: 10, icon: .squareIcon, earpiece: 0, camera: .centred),
      buttons: padButtons(134.7, 200), finishes: [silver, spaceGray]),
    // iPhone SE (3rd generation): 138.4 × 67.3 mm; 750 px at 326 ppi; black front in every colour.
    DeviceFrameSpec(
      device: "iphone-se-3", bodyWidth: 67.3, bodyHeight: 138.4, cornerRadius: 10.5,
      screenWidth: mm(750, ppi: 326), screenDrop: 0, rim: 0.55,
      design: .homeButton(homeButton: 10.9, icon: .plain, earpiece: 11.5, camera: .leftOfEarpiece),
      buttons: sixButtons(138.4),
      finishes: [
        DeviceFinish("midnight", band: 0x2C2F36, front: 0x0E0E10, accent: 0x3A3D44),
        DeviceFinish("starlight", band: 0xE6DFD4, front: 0x0E0E10, accent: 0x2A2A2D),
        DeviceFinish("red", band: 0xB8121F, front: 0x0E0E10, accent: 0x2A2A2D),
      ]),
    // iPhone X: 143.6 × 70.9 mm; 1125 px at 458 ppi; stainless steel band.
    DeviceFrameSpec(
      device: "iphone-x", bodyWidth: 70.9, bodyHeight: 143.6, cornerRadius: 11.5,
      screenWidth: mm(1125, ppi: 458), screenDrop: 0, rim: 0.9, design: .allScreen,
      buttons: faceIDButtons(143.6), finishes: bands([("silver", 0xD4D5D7), ("space-gray", 0x55565A)])),
    // iPhone 11: 150.9 × 75.7 mm; 828 px at 326 ppi; aluminium band, wider bezel.
    DeviceFrameSpec(
      device: "iphone-11", bodyWidth: 75.7, bodyHeight: 150.9, cornerRadius: 12.5,
      screenWidth: mm(828, ppi: 326), screenDrop: 0, rim: 0.9, design: .allScreen,
      buttons: faceIDButtons(150.9),
      finishes: bands([
        ("black", 0x202122), ("white", 0xF2F2F0), ("purple", 0xC7BEDB), ("yellow", 0xF3E27C), ("green", 0xB2D9C2),
        ("red", 0xB80C2D),
      ])),
    // iPhone 13: 146.7 × 71.5 mm; 1170 px at 460 ppi.
    DeviceFrameSpec(
      device: "iphone-13", bodyWidth: 71.5, bodyHeight: 146.7, cornerRadius: 12,
      screenWidth: mm(1170, ppi: 460), screenDrop: 0, rim: 0.9, design: .allScreen,
      buttons: faceIDButtons(146.7),
      finishes: bands([
        ("midnight", 0x242A31), ("starlight", 0xF5EFE8), ("blue", 0x22607E), ("pink", 0xF6D9D3), ("red", 0xBD0014),
        ("green", 0x394B38),
      ])),
    // iPhone 14 Pro: 147.5 × 71.5 mm; 1179 px at 460 ppi.
    DeviceFrameSpec(
      device: "iphone-14-pro", bodyWidth: 71.5, bodyHeight: 147.5, cornerRadius: 12.8,
      screenWidth: mm(1179, ppi: 460), screenDrop: 0, rim: 0.8, design: .allScreen,
      buttons: faceIDButtons(147.5),
      finishes: bands([
        ("space-black", 0x43413F), ("silver", 0xE2E2E0), ("gold", 0xF1E5CB), ("deep-purple", 0x5B5165),
      ])),
    // iPhone 15: 147.6 × 71.6 mm; 1179 px at 460 ppi.
    DeviceFrameSpec(
      device: "iphone-15", bodyWidth: 71.6, bodyHeight: 147.6, cornerRadius: 12.8,
      screenWidth: mm(1179, ppi: 460), screenDrop: 0, rim: 0.8, design: .allScreen,
      buttons: faceIDButtons(147.6), finishes: fifteenFinishes),
    // iPhone 15 Plus: 160.9 × 77.8 mm; 1290 px at 460 ppi.
    DeviceFrameSpec(
      device: "iphone-15-plus", bodyWidth: 77.8, bodyHeight: 160.9, cornerRadius: 13.5,
      screenWidth: mm(1290, ppi: 460), screenDrop: 0, rim: 0.8, design: .allScreen,
      buttons: faceIDButtons(160.9), finishes: fifteenFinishes),
    // iPhone 15 Pro: 146.6 × 70.6 mm; 1179 px at 460 ppi; titanium band.
    DeviceFrameSpec(
      device: "iphone-15-pro", bodyWidth: 70.6, bodyHeight: 146.6, cornerRadius: 12.8,
      screenWidth: mm(1179, ppi: 460), screenDrop: 0, rim: 0.7, design: .allScreen,
      buttons: faceIDButtons(146.6), finishes: titaniumFinishes),
    // iPhone 15 Pro Max: 159.9 × 76.7 mm; 1290 px at 460 ppi.
    DeviceFrameSpec(
      device: "iphone-15-pro-max", bodyWidth: 76.7, bodyHeight: 159.9, cornerRadius: 13.5,
      screenWidth: mm(1290, ppi: 460), screenDrop: 0, rim: 0.7, design: .allScreen,
      buttons: faceIDButtons(159.9), finishes: titaniumFinishes),
    // iPhone 16: 147.6 × 71.6 mm; 1179 px at 460 ppi.
    DeviceFrameSpec(
      device: "iphone-16", bodyWidth: 71.6, bodyHeight: 147.6, cornerRadius: 12.8,
      screenWidth: mm(1179, ppi: 460), screenDrop: 0, rim: 0.8, design: .allScreen,
      buttons: faceIDButtons(147.6),
      finishes: bands([
        ("black", 0x3D4143), ("white", 0xF1F1F1), ("pink", 0xEFB1D9), ("teal", 0xAFD2D0), ("ultramarine", 0x9BAEF3),
      ])),
    // iPhone 16 Pro: 149.6 × 71.5 mm; 1206 px at 460 ppi.
    DeviceFrameSpec(
      device: "iphone-16-pro", bodyWidth: 71.5, bodyHeight: 149.6, cornerRadius: 13,
      screenWidth: mm(1206, ppi: 460), screenDrop: 0, rim: 0.6, design: .allScreen,
      buttons: faceIDButtons(149.6), finishes: sixteenProFinishes),
    // iPhone 16 Pro Max: 163 × 77.6 mm; 1320 px at 460 ppi.
    DeviceFrameSpec(
      device: "iphone-16-pro-max", bodyWidth: 77.6, bodyHeight: 163, cornerRadius: 13.8,
      screenWidth: mm(1320, ppi: 460), screenDrop: 0, rim: 0.6, design: .allScreen,
      buttons: faceIDButtons(163), finishes: sixteenProFinishes),
    // iPad (10th generation): 248.6 × 179.5 mm; 1640 px at 264 ppi; camera on the landscape edge.
    DeviceFrameSpec(
      device: "ipad-10", bodyWidth: 179.5, bodyHeight: 248.6, cornerRadius: 13,
      screenWidth: mm(1640, ppi: 264), screenDrop: 0, rim: 0.8, design: .padBezel(cameraOnLongEdge: true),
      buttons: padButtons(179.5, 248.6),
      finishes: bands([("silver", 0xE2E3E4), ("blue", 0x8FB0CC), ("pink", 0xE6A7B4), ("yellow", 0xEFD66E)])),
    // iPad mini (6th generation): 195.4 × 134.8 mm; 1488 px at 326 ppi.
    DeviceFrameSpec(
      device: "ipad-mini-6", bodyWidth: 134.8, bodyHeight: 195.4, cornerRadius: 12,
      screenWidth: mm(1488, ppi: 326), screenDrop: 0, rim: 0.8, design: .padBezel(cameraOnLongEdge: false),
      buttons: padButtons(134.8, 195.4),
      finishes: bands([
        ("space-gray", 0x6B6D72), ("pink", 0xE9CFCB), ("purple", 0xC8C1DE), ("starlight", 0xEAE3D9),
      ])),
    // iPad Air 13-inch (M2): 280.6 × 214.9 mm; 2048 px at 264 ppi.
    DeviceFrameSpec(
      device: "ipad-air-13", bodyWidth: 214.9, bodyHeight: 280.6, cornerRadius: 13.5,
      screenWidth: mm(2048, ppi: 264), screenDrop: 0, rim: 0.8, design: .padBezel(cameraOnLongEdge: true),
      buttons: padButtons(214.9, 280.6),
      finishes: bands([("space-gray", 0x7C7D80), ("blue", 0xB4C6D4), ("purple", 0xCDC4DD), ("starlight", 0xE7E2D9)])),
    // iPad Pro 11-inch: 247.6 × 178.5 mm; 1668 px at 264 ppi.
    DeviceFrameSpec(
      device: "ipad-pro-11", bodyWidth: 178.5, bodyHeight: 247.6, cornerRadius: 13,
      screenWidth: mm(1668, ppi: 264), screenDrop: 0, rim: 0.8, design: .padBezel(cameraOnLongEdge: false),
      buttons: padButtons(178.5, 247.6), finishes: proPadFinishes),
    // iPad Pro 12.9-inch: 280.6 × 214.9 mm; 2048 px at 264 ppi.
    DeviceFrameSpec(
      device: "ipad-pro-12.9", bodyWidth: 214.9, bodyHeight: 280.6, cornerRadius: 13.5,
      screenWidth: mm(2048, ppi: 264), screenDrop: 0, rim: 0.8, design: .padBezel(cameraOnLongEdge: false),
      buttons: padButtons(214.9, 280.6), finishes: proPadFinishes),
    // iPad Pro 13-inch (M4): 281.6 × 215.5 mm; 2064 px at 264 ppi.
    DeviceFrameSpec(
      device: "ipad-pro-13", bodyWidth: 215.5, bodyHeight: 281.6, cornerRadius: 13.5,
      screenWidth: mm(2064, ppi: 264), screenDrop: 0, rim: 0.7, design: .padBezel(cameraOnLongEdge: true),
      buttons: padButtons(215.5, 281.6), finishes: bands([("silver", 0xE2E3E4), ("space-black", 0x3A3A3C)])),
  ]

  private static let fifteenFinishes = bands([
    ("black", 0x363A3C), ("blue", 0xD3DCDF), ("green", 0xC9D3C4), ("yellow", 0xECE4C6), ("pink", 0xE2C7C9),
  ])
  private static let titaniumFinishes = bands([
    ("natural-titanium", 0xB8B2A7), ("blue-titanium", 0x3A4354), ("white-titanium", 0xDCDCD7),
    ("black-titanium", 0x3C3C3C),
  ])
  private static let sixteenProFinishes = bands([
    ("desert-titanium", 0xC3AA96), ("natural-titanium", 0xC0BAB0), ("white-titanium", 0xF0EFEB),
    ("black-titanium", 0x3D3D3E),
  ])
  private static let proPadFinishes = bands([("silver", 0xE2E3E4), ("space-gray", 0x6D6E70)])
}
