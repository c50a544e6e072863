/// A pixel size App Store Connect accepts for screenshots of one display class, portrait.
///
/// The table is Apple's "Screenshot specifications" (App Store Connect Help, Reference:
/// developer.apple.com/help/app-store-connect/reference/screenshot-specifications): each
/// display class with the portrait sizes it takes. Its landscape sizes are the same turned,
/// which a store set makes for a landscape scene (StoreSet+Composing.swift).
public struct StoreScreenshotSize: Hashable, Sendable, CustomStringConvertible {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// The display class, as App Store Connect names it (`iPhone 5.5"`).
  public let displayClass: String

  /// The display class as a file name part: `iPhone-6.9`, `iPad-13`.
  public var fileNamePart: String {
    displayClass.filter { $0 != "\"" }.split(separator: " ").joined(separator: "-")
  }

  /// `1242x2208`, as manifests write it.
  public var description: String { "\(width)x\(height)" }

  /// Every accepted portrait size.
  public static let all: [StoreScreenshotSize] = [
    ("iPhone 6.9\"", [(1320, 2868), (1290, 2796), (1260, 2736)]),
    ("iPhone 6.5\"", [(1284, 2778), (1242, 2688)]),
    ("iPhone 6.3\"", [(1206, 2622), (1179, 2556)]),
    ("iPhone 6.1\"", [(1170, 2532), (1125, 2436), (1080, 2340)]),
    ("iPhone 5.5\"", [(1242, 2208)]),
    ("iPhone 4.7\"", [(750, 1334)]),
    ("iPhone 4\"", [(640, 1096), (640, 1136)]),
    ("iPhone 3.5\"", [(640, 920), (640, 960)]),
    ("iPad 13\"", [(2064, 2752), (2048, 2732)]),
    ("iPad 11\"", [(1488, 2266), (1668, 2420), (1668, 2388), (1640, 2360)]),
    ("iPad 10.5\"", [(1668, 2224)]),
    ("iPad 9.7\"", [(1536, 2008), (1536, 2048), (768, 1004), (768, 1024)]),
  ].flatMap { entry in entry.1.map { StoreScreenshotSize(width: $0.0, height: $0.1, displayClass: entry.0) } }

  /// The size a device's store set uses unless the manifest names another: its own screen's
  /// pixels when the App Store takes them, otherwise its display class's first size.
  static let defaultForDevice: [String: String] = [
    "iphone-4s": "640x960", "iphone-5s": "640x1136", "iphone-6": "750x1334", "iphone-6-plus": "1242x2208",
    "ipad": "768x1024", "ipad-retina": "1536x2048", "ipad-mini-retina": "1536x2048", "iphone-se-3": "750x1334",
    "iphone-x": "1125x2436", "iphone-11": "1242x2688", "iphone-13": "1170x2532", "iphone-14-pro": "1179x2556",
    "iphone-15": "1179x2556", "iphone-15-plus": "1290x2796", "iphone-15-pro": "1179x2556",
    "iphone-15-pro-max": "1290x2796", "iphone-16": "1179x2556", "iphone-16-pro": "1206x2622",
    "iphone-16-pro-max": "1320x2868", "ipad-10": "1640x2360", "ipad-mini-6": "1488x2266",
    "ipad-air-13": "2048x2732", "ipad-pro-11": "1668x2388", "ipad-pro-12.9": "2048x2732", "ipad-pro-13": "2064x2752",
  ]

  /// The accepted size written `text` (`"1242x2208"`), or `nil`.
  public init?(_ text: String) {
    guard let size = Self.all.first(where: { $0.description == text }) else { return nil }
    self = size
  }

  private init(width: Int, height: Int, displayClass: String) {
    self.width = width
    self.height = height
    self.displayClass = displayClass
  }

  /// The accepted size nearest `width` × `height` (the smallest sum of the differences), for
  /// a message that says how far off a size is.
  static func nearest(width: Int, height: Int) -> StoreScreenshotSize {
    all.min { abs($0.width - width) + abs($0.height - height) < abs($1.width - width) + abs($1.height - height) }!
  }
}
