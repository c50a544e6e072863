import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// How a ``LabelledGrid`` looks: spacing in points (multiplied by the grid's display scale),
/// fonts and colors of its text, and the background.
///
/// The defaults follow the iOS 7 grouped table (UIKit's `groupTableViewBackgroundColor`
/// #EFEFF4 and its gray section text #6D6D72), which is also what the tables of Apple's iOS 7
/// UI Transition Guide sit on: a light gray keeps the near-white iOS 7 bars' edges visible.
public struct LabelledGridStyle: Hashable, Sendable {
  /// The margin around the whole sheet, in points.
  public var padding: Double
  /// The space between columns and between rows, in points.
  public var spacing: Double
  /// The space between an image and its caption, and below the column headers, in points.
  public var textGap: Double
  /// The sheet's background, under every image (images are drawn source-over).
  public var background: RGBA8
  /// The font of captions under the images.
  public var captionFont: FontDescriptor
  /// The color of captions.
  public var captionColor: RGBA8
  /// The font of column headers ("iOS 7", "iOS 6").
  public var headerFont: FontDescriptor
  /// The font of row labels, left of each row.
  public var rowLabelFont: FontDescriptor
  /// The color of column headers and row labels.
  public var labelColor: RGBA8

  /// Creates a style; every parameter has the iOS 7 grouped-table default.
  public init(
    padding: Double = 16, spacing: Double = 12, textGap: Double = 6,
    background: RGBA8 = RGBA8(r: 0xEF, g: 0xEF, b: 0xF4),
    captionFont: FontDescriptor = FontDescriptor(weight: .regular, size: 12),
    captionColor: RGBA8 = RGBA8(r: 0x6D, g: 0x6D, b: 0x72),
    headerFont: FontDescriptor = FontDescriptor(weight: .semibold, size: 15),
    rowLabelFont: FontDescriptor = FontDescriptor(weight: .regular, size: 13),
    labelColor: RGBA8 = RGBA8(r: 0, g: 0, b: 0)
  ) {
    self.padding = padding
    self.spacing = spacing
    self.textGap = textGap
    self.background = background
    self.captionFont = captionFont
    self.captionColor = captionColor
    self.headerFont = headerFont
    self.rowLabelFont = rowLabelFont
    self.labelColor = labelColor
  }

  /// The default look.
  public static let standard = LabelledGridStyle()
}
