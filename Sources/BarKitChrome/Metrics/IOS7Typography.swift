import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// The fonts of the iOS 7 bars (measurements.md §5), in the scene's family when it names one.
enum IOS7Typography {
  /// Navigation bar titles: 17 pt, Medium in iOS 7; BarKitText's substitute face matches the
  /// measured stem at Semibold (Docs/Text.md).
  static let title = FontDescriptor.navigationTitle
  /// Bar button and back titles: 17 pt Regular.
  static let item = FontDescriptor(weight: .regular, size: IOS7Metrics.itemFontSize)
  /// The Done style: 17 pt Medium (UIKit documents the style; no capture shows it).
  static let doneItem = FontDescriptor(weight: .medium, size: IOS7Metrics.itemFontSize)
  /// The status bar clock: 12 pt Medium.
  static let statusTime = FontDescriptor.statusBarTime
  /// Carrier name, data network and battery percentage: 12 pt Regular.
  static let statusText = FontDescriptor(weight: .regular, size: IOS7Metrics.statusTextFontSize)
  /// A double-height status bar's line: 13.5 pt Regular (the CalmCall capture's width).
  static let doubleHeightText = FontDescriptor(weight: .regular, size: IOS7Metrics.doubleHeightTextFontSize)
  /// Tab titles: 10 pt Regular.
  static let tabTitle = FontDescriptor.tabBarItem
  /// Search text and placeholder: 14 pt Regular.
  static let search = FontDescriptor(weight: .regular, size: IOS7Metrics.searchFontSize)
  /// Segmented control and scope titles: 13 pt (research note §3, UI7Kit).
  static let segment = FontDescriptor(weight: .regular, size: 13)
  /// A navigation prompt: 13 pt Regular (estimate; no capture shows one).
  static let prompt = FontDescriptor(weight: .regular, size: 13)
  /// Tab badges: 13 pt Regular, white on red (research note §4, estimate).
  static let badge = FontDescriptor(weight: .regular, size: 13)

  /// A line of text in `font`, in `color`.
  static func line(_ text: String, _ font: FontDescriptor, _ color: RGBA8, maxWidth: Double? = nil) -> TextLine {
    TextLine(text, style: TextStyle(font: font, color: color), maxWidth: maxWidth)
  }
}

extension TextLine {
  /// The ink's horizontal extent relative to the pen, in points, at `scale`: where glyphs
  /// actually put coverage, which is what the captures measure (margins are ink to edge).
  func inkExtent(scale: DisplayScale) -> (left: Double, right: Double) {
    guard let mask = renderMask(scale: scale) else { return (0, advance) }
    let k = Double(scale.factor)
    return (Double(mask.left) / k, Double(mask.left + mask.mask.width) / k)
  }
}
