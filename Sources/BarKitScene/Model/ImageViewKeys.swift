/// The keys of a picture shown as a `UIImageView` (a title view's logo, a custom view): `image`
/// and its `renderingMode`, which only goes with it. One place reads, writes and visits them
/// for every object that offers a picture beside another kind of view.
enum ImageViewKeys {
  /// Reads `image` and `renderingMode` from an object that holds exactly one of `image` and
  /// `other`; `nil` when it holds `other`.
  static func read(_ o: SceneObject, or other: String) throws(SceneError) -> (ImageReference, RenderingMode)? {
    try o.requires("renderingMode", "image")
    guard try o.oneOf([other, "image"], required: true) == "image" else { return nil }
    return (try o.required("image"), try o.decode("renderingMode") ?? .automatic)
  }

  /// Writes them, the rendering mode only when it is not the default.
  static func write(_ image: ImageReference, _ mode: RenderingMode, to b: inout SceneObjectBuilder) {
    b.add("image", image)
    b.add("renderingMode", mode, default: .automatic)
  }
}
