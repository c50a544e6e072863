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

/// How an image fills the canvas (UIKit's `UIViewContentMode`, the cases that make sense here).
public enum ContentMode: String, CaseIterable, Sendable, SceneEnum {
  /// Stretched to the canvas, ignoring its aspect ratio.
  case scaleToFill
  /// Scaled to fit inside the canvas, letterboxed.
  case scaleAspectFit
  /// Scaled to cover the canvas, cropped.
  case scaleAspectFill
  /// Unscaled (at the canvas scale), centered.
  case center
}
