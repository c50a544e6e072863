import BarKitGeometry
import BarKitRaster

/// How a line of text looks: font, color, letter spacing and an optional shadow
/// (the attributes UIKit's `titleTextAttributes` carry).
public struct TextStyle: Hashable, Sendable {
  /// Family, weight and size.
  public var font: FontDescriptor
  /// The text color (straight alpha, as scenes give it).
  public var color: RGBA8
  /// Extra space after every character, in points (`NSKernAttributeName`); may be negative.
  public var letterSpacing: Double
  /// A hard shadow drawn under the text, or `nil`.
  public var shadow: TextShadow?

  /// Creates a style; black 17 pt Inter Regular by default.
  public init(
    font: FontDescriptor = FontDescriptor(), color: RGBA8 = .black, letterSpacing: Double = 0,
    shadow: TextShadow? = nil
  ) {
    self.font = font
    self.color = color
    self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
    self.shadow = shadow
  }
}

/// A copy of the text drawn first, offset and in another color, without blur: the iOS 6 bar
/// look (`UITextAttributeTextShadowColor` and `…Offset`).
public struct TextShadow: Hashable, Sendable {
  public var color: RGBA8
  /// The shadow's offset in points, y down as on screen: iOS 6 titles use (0, −1), a dark
  /// shadow above the white text (../shared/research/ios7-metrics.md §3).
  public var offset: Point

  /// Creates a shadow.
  public init(color: RGBA8, offset: Point) {
    self.color = color
    self.offset = offset
  }

  /// The iOS 6 navigation title shadow: black at 50 % one point up (ios7-metrics.md §3).
  public static let ios6Title = TextShadow(color: RGBA8(r: 0, g: 0, b: 0, a: 128), offset: Point(x: 0, y: -1))
}

/// Where a line sits horizontally in a wider box (`NSTextAlignment`).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  case left
  case center
  case right
}
