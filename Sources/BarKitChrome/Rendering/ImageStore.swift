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

  /// The image for `reference`, which the store then forgets: a caller that draws on its
  /// pixels holds them alone and draws in place. A later use reads the file again.
  func take(_ reference: ImageReference) throws(RenderError) -> BarImage {
    let image = try image(reference)
    loaded[reference] = nil
    return image
  }
}
