import BarKitGeometry
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

extension TextShadow {
  /// A scene's shadow (`NSShadow`: color and offset; BarKitText draws shadows sharp), at
  /// `opacity`.
  init(_ shadow: Shadow, opacity: Double = 1) {
    self.init(color: shadow.color.withOpacity(opacity), offset: Point(x: shadow.offsetWidth, y: shadow.offsetHeight))
  }
}
