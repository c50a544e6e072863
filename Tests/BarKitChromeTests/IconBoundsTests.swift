import BarKitGeometry
import BarKitScene
import TestSupport
import Testing

@testable import BarKitChrome

extension IconLayer {
  /// The outline the engine fills: the parsed path data, stroked first for stroke layers.
  func outline() throws -> Path {
    let path = try Path(svgPathData: pathData)
    switch paint {
    case .fill: return path
    case .stroke(let style): return path.stroked(style)
    }
  }
}

extension Path {
  /// The box of the path flattened to 0.005 pt: tight on curves, where `bounds` also counts control
  /// points that stick out past them.
  var inkBounds: Rect? {
    let points = flattened(tolerance: 0.005).flatMap(\.points)
    guard let minX = points.map(\.x).min(), let minY = points.map(\.y).min(),
      let maxX = points.map(\.x).max(), let maxY = points.map(\.y).max()
    else { return nil }
    return Rect(left: minX, top: minY, right: maxX, bottom: maxY)
  }
}

/// Every icon parses with BarKitGeometry's SVG reader, and what the engine will fill (the stroked
/// outline for stroke layers, caps and miter points included) stays inside the view box.
@Suite struct IconBoundsTests {
  @Test(arguments: IconCatalog.all.map(\.name))
  func inkStaysInsideTheViewBox(name: String) throws {
    let icon = try #require(IconCatalog.icon(named: name))
    #expect(!icon.viewBox.isEmpty)
    // Data is written to 0.01 pt, which can move an arc's centre by about that much.
    let slack = 0.015
    let box = icon.viewBox.inset(by: EdgeInsets(top: -slack, left: -slack, bottom: -slack, right: -slack))
    for layer in icon.layers {
      let ink = try #require(try layer.outline().inkBounds, "\(name): a layer draws nothing")
      #expect(ink.minX >= box.minX && ink.minY >= box.minY, "\(name): ink \(ink) leaves \(icon.viewBox)")
      #expect(ink.maxX <= box.maxX && ink.maxY <= box.maxY, "\(name): ink \(ink) leaves \(icon.viewBox)")
    }
  }

  @Test(arguments: IconCatalog.all.map(\.name))
  func pathDataKeepsToTheDocumentedSubset(name: String) throws {
    let icon = try #require(IconCatalog.icon(named: name))
    for layer in icon.layers {
      // Absolute commands only, so the data reads without state (Docs/Icons.md).
      let commands = Set(layer.pathData.filter(\.isLetter))
      #expect(commands.isSubset(of: Set("MLHVCQAZ")), "\(name): \(commands.sorted())")
      if case .fill = layer.paint {
        // Every filled subpath is closed explicitly.
        let path = try Path(svgPathData: layer.pathData)
        let moves = path.elements.filter { if case .move = $0 { true } else { false } }.count
        let closes = path.elements.filter { $0 == .close }.count
        #expect(moves == closes, "\(name): a filled subpath is left open")
      }
    }
  }

  @Test func barButtonGlyphsFillMostOfTheirGrid() throws {
    // §9: real nav and toolbar glyphs are 17–19 pt wide or 22–25 pt tall; none is a speck.
    for icon in BarButtonIcons.all {
      let boxes = try icon.layers.compactMap { try $0.outline().inkBounds }
      let width = boxes.map(\.maxX).max()! - boxes.map(\.minX).min()!
      let height = boxes.map(\.maxY).max()! - boxes.map(\.minY).min()!
      #expect(max(width, height) >= 17, "\(icon.name) is only \(width) × \(height) pt")
    }
  }
}
