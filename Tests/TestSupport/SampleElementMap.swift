import BarKit

extension ElementMap {
  /// A 10 × 6 map of three nested elements, content ⊃ bar ⊃ button, which the map's own tests
  /// (BarKitElements) and the attribution's (BarKitCompare) share: the smallest element holds
  /// a change, and a crop clips all three.
  public static let navigationBarSample = ElementMap(
    scale: 2, size: ImageDimensions(width: 10, height: 6),
    elements: [
      .init(path: "content", frame: IntRect(x: 0, y: 0, width: 10, height: 6)!),
      .init(path: "navigationBar", frame: IntRect(x: 0, y: 0, width: 10, height: 3)!),
      .init(path: "navigationBar.rightItems[0]", label: "Done", frame: IntRect(x: 6, y: 0, width: 3, height: 3)!),
    ])
}
