import BarKitGeometry

/// The black cut-out at the top of an all-screen iPhone's display that holds the TrueDepth
/// camera: the notch (iPhone X to 13) or the Dynamic Island (iPhone 14 Pro and later). One
/// description serves the renderer, which keeps every bar item clear of it, and the store
/// set's device frames, which draw it, so the two always agree.
public struct SensorHousing: Hashable, Sendable {
  /// Which cut-out it is.
  public enum Shape: String, CaseIterable, Hashable, Sendable, SceneEnum {
    /// A tab hanging from the screen's top edge, its bottom corners rounded.
    case notch
    /// A pill below the screen's top edge.
    case island
  }

  /// The notch or the island.
  public var shape: Shape
  /// Its width and height, points.
  public var width: Double
  public var height: Double
  /// How far below the screen's top edge it starts, points (0 for a notch).
  public var top: Double

  /// A notch `width` × `height` points at the screen's top edge.
  public static func notch(width: Double, height: Double) -> SensorHousing {
    SensorHousing(shape: .notch, width: width, height: height, top: 0)
  }

  /// A Dynamic Island `width` × `height` points, `top` points below the screen's top edge.
  public static func island(width: Double, height: Double, top: Double) -> SensorHousing {
    SensorHousing(shape: .island, width: width, height: height, top: top)
  }

  /// Its bounding box in portrait points, centred on a screen `screenWidth` points wide.
  public func frame(screenWidth: Double) -> Rect {
    Rect(x: (screenWidth - width) / 2, y: top, width: width, height: height)
  }
}

extension SensorHousing: SceneDecodable {
  static let keys = ["shape", "width", "height", "top"]

  /// `{"shape": "notch" | "island", "width": w, "height": h, "top": t}` in points, as the presets
  /// declare theirs (`top` only for an island; default 0).
  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(shape: try o.required("shape"), width: 0, height: 0, top: 0)
    guard let width = o["width"], let height = o["height"] else {
      throw node.error(.missingKey(["width", "height"].first { !o.has($0) }!))
    }
    self.width = try width.number(in: SceneCanvas.pointLimit)
    self.height = try height.number(in: SceneCanvas.pointLimit)
    if shape == .island {
      try o.update(&top, "top", in: 0...200)
    } else if let top = o["top"] {
      throw top.mismatch("no \"top\" for a notch (it hangs from the screen's top edge)")
    }
  }
}
