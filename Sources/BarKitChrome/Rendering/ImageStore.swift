import BarKitScene

/// Loads each image a scene refers to once per render.
final class ImageStore {
  private var loaded: [ImageReference: BarImage] = [:]

  /// The image for `reference`, read and decoded on first use.
  func image(_ reference: ImageReference) throws(RenderError) -> BarImage {
    if let hit = loaded[reference] { return hit }
    let image = try BarImage(reference)
    loaded[reference] = image
    return image
  }
}
