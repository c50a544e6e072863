/// Whether an image is drawn with its own colors or as a template filled with the tint
/// (UIKit's `UIImageRenderingMode`, iOS 7).
public enum ImageRenderingMode: String, Sendable, CaseIterable {
  /// The context decides: bar items (UITabBar, UINavigationBar, UIToolbar) draw the image as a
  /// template, other views as is.
  case automatic
  /// Always the image's own colors.
  case alwaysOriginal
  /// Always a template: the tint color, through the image's alpha.
  case alwaysTemplate

  /// Whether the image is drawn as a template, in a bar (`isInBar`) or elsewhere.
  public func drawsAsTemplate(isInBar: Bool) -> Bool {
    switch self {
    case .automatic: isInBar
    case .alwaysOriginal: false
    case .alwaysTemplate: true
    }
  }
}
