/// Which iOS look a scene is drawn in.
public enum Appearance: String, CaseIterable, Sendable, SceneEnum {
  /// iOS 7: translucent blurred bars, hairlines, borderless buttons.
  case ios7
  /// iOS 6: glossy opaque bars with drop shadows and bordered buttons (Docs/Fidelity.md).
  case ios6
}

/// How a device is held. Device presets are stored in portrait; landscape swaps their sides.
public enum Orientation: String, CaseIterable, Sendable, SceneEnum {
  /// Upright: a preset as stored.
  case portrait
  /// Sideways: a preset's sides swapped.
  case landscape
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`): decides tab layout and bar heights.
public enum Idiom: String, CaseIterable, Sendable, SceneEnum {
  /// iPhone and iPod touch metrics.
  case phone
  /// iPad metrics.
  case pad
}

/// How an image fills the content's frame (UIKit's `UIViewContentMode`; `redraw` draws nothing
/// different for an image and is left out). The position modes keep the image's size: a
/// screenshot whose scale is the canvas's lands one pixel per device pixel.
public enum ContentMode: String, CaseIterable, Sendable, SceneEnum {
  /// Stretched to the frame, ignoring its aspect ratio.
  case scaleToFill
  /// Scaled to fit inside the frame, letterboxed.
  case scaleAspectFit
  /// Scaled to cover the frame, cropped.
  case scaleAspectFill
  /// Unscaled, centered.
  case center
  /// Unscaled, centered horizontally, its top at the frame's top.
  case top
  /// Unscaled, centered horizontally, its bottom at the frame's bottom.
  case bottom
  /// Unscaled, centered vertically, at the frame's left.
  case left
  /// Unscaled, centered vertically, at the frame's right.
  case right
  /// Unscaled, in the frame's top left corner.
  case topLeft
  /// Unscaled, in the frame's top right corner.
  case topRight
  /// Unscaled, in the frame's bottom left corner.
  case bottomLeft
  /// Unscaled, in the frame's bottom right corner.
  case bottomRight

  /// Where an unscaled image goes along each axis: 0 at the start (left, top), 0.5 centered,
  /// 1 at the end; `nil` for the scale modes.
  public var alignment: (x: Double, y: Double)? {
    switch self {
    case .scaleToFill, .scaleAspectFit, .scaleAspectFill: nil
    case .center: (0.5, 0.5)
    case .top: (0.5, 0)
    case .bottom: (0.5, 1)
    case .left: (0, 0.5)
    case .right: (1, 0.5)
    case .topLeft: (0, 0)
    case .topRight: (1, 0)
    case .bottomLeft: (0, 1)
    case .bottomRight: (1, 1)
    }
  }
}
