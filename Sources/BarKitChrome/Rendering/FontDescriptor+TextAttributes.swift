import BarKitScene
import BarKitText

extension FontDescriptor {
  /// This font with a scene's title text attributes (family, size, weight) over it: a
  /// navigation bar's `titleTextAttributes` over the look's default title font.
  func applying(_ attributes: TextAttributes?) -> FontDescriptor {
    var font = self
    if let family = attributes?.fontFamily { font.family = family }
    if let size = attributes?.fontSize { font.size = size }
    if let weight = attributes?.fontWeight { font.weight = weight }
    return font
  }
}
