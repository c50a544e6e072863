import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitTesting
import BarKitText
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups

/// The contact-sheet composer: where cells land, that text inks only its bands, downscaling,
/// errors, and one golden of a two-column "iOS 7" / "iOS 6" sheet (Goldens/LabelledGridTests/).
@Suite(
  .goldens(.repository("LabelledGridTests")), .eachKernelSet)
struct LabelledGridTests {
  static let background = LabelledGridStyle.standard.background

  /// An opaque image whose every pixel differs (a gradient over a base color), so a misplaced
  /// or overdrawn pixel is caught.
  static func image(_ width: Int, _ height: Int, base: UInt8) -> Pixmap {
    var image = Pixmap(width: width, height: height)!
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] =
          RGBA8(r: base, g: UInt8(x * 255 / max(1, width - 1)), b: UInt8(y * 255 / max(1, height - 1)))
          .premultiplied
      }
    }
    return image
  }

  static let cells = [
    LabelledGrid.Cell(image: image(40, 20, base: 200), caption: "first"),
    LabelledGrid.Cell(image: image(60, 30, base: 120), caption: "second"),
    LabelledGrid.Cell(image: image(20, 50, base: 40), caption: "third"),
  ]

  @Test func cellsAlignTopAndCentreInTheirColumns() throws {
    let grid = LabelledGrid(cells: Self.cells, columns: 2, scale: .x1)
    let layout = try grid.layout()
    let captionBand = try #require(layout.captionFrames[0]).height
    // Padding 16 pt, spacing 12 pt, text gap 6 pt (the standard style) at 1x.
    let row1 = 16 + 30 + 6 + captionBand + 12
    #expect(layout.imageFrames.map(\.description) == ["16,16,40,20", "68,16,60,30", "26,\(row1),20,50"])
    #expect(layout.width == 16 + 40 + 12 + 60 + 16)
    #expect(layout.height == row1 + 50 + 6 + captionBand + 16)
    // Captions of a row share one band below the row's tallest image, as wide as the column.
    #expect(layout.captionFrames[0]?.description == "16,52,40,\(captionBand)")
    #expect(layout.captionFrames[1]?.description == "68,52,60,\(captionBand)")
    #expect(layout.captionFrames[2]?.y == row1 + 56)
  }

  @Test(arguments: [DisplayScale.x1, .x2, .x3])
  func imagesAreCopiedExactlyAndTextInksOnlyItsBands(_ scale: DisplayScale) throws {
    let grid = LabelledGrid(
      cells: Self.cells, columns: 2, columnHeaders: ["iOS 7", "iOS 6"], rowLabels: ["Top", "Bottom"], scale: scale)
    let layout = try grid.layout()
    let sheet = try grid.render()
    #expect(sheet.width == layout.width && sheet.height == layout.height)
    for (cell, frame) in zip(grid.cells, layout.imageFrames) {
      #expect(sheet.cropped(to: frame) == cell.image, "image at \(frame) is overdrawn")
    }
    let bands = layout.captionFrames.compactMap { $0 } + layout.columnHeaderFrames + layout.rowLabelFrames
    // Texts are laid out in the bands' order; a band narrower than "…" stays empty (truncation).
    #expect(layout.texts.count == bands.count)
    for (band, text) in zip(bands, layout.texts) {
      if text.line.string.isEmpty {
        let ellipsis = TextLine(TextLine.ellipsis, style: text.line.style).advance * Double(scale.factor)
        #expect(Double(band.width) < ellipsis, "\(band) is wide enough for an ellipsis")
        continue
      }
      #expect(sheet.inkBounds(in: band, background: Self.background) != nil, "no text in \(band)")
    }
    // Everywhere else is background: text does not spill out of its band.
    let occupied = layout.imageFrames + bands
    for y in 0..<sheet.height {
      for x in 0..<sheet.width where !occupied.contains(where: { $0.contains(x: x, y: y) }) {
        if sheet[x, y] != Self.background.premultiplied {
          Issue.record("stray pixel at \(x),\(y) at \(scale)")
          return
        }
      }
    }
  }

  @Test func textScalesWithTheDisplayScale() throws {
    let one = try LabelledGrid(cells: Self.cells, columns: 2, scale: .x1).layout()
    let three = try LabelledGrid(cells: Self.cells, columns: 2, scale: .x3).layout()
    let band1 = try #require(one.captionFrames[0]).height, band3 = try #require(three.captionFrames[0]).height
    #expect(abs(band3 - 3 * band1) <= 3)
  }

  @Test func transparentImagesShowTheBackground() throws {
    let clear = Pixmap(width: 8, height: 8)!
    let sheet = try LabelledGrid(cells: [.init(image: clear)], columns: 1, scale: .x1).render()
    #expect(sheet.width == 40 && sheet.height == 40)
    #expect(sheet.pixels.allSatisfy { $0 == Self.background.premultiplied })
  }

  @Test func maxWidthHalvesImagesButNotText() throws {
    let big = (0..<4).map { LabelledGrid.Cell(image: Self.image(300, 100, base: UInt8(60 * $0)), caption: "f\($0)") }
    let full = try LabelledGrid(cells: big, columns: 4, scale: .x2).layout()
    let grid = LabelledGrid(cells: big, columns: 4, scale: .x2, maxWidth: 800)
    let layout = try grid.layout()
    #expect(full.halvings == 0 && layout.halvings == 1)
    #expect(layout.width <= 800 && layout.imageFrames[0].width == 150)
    #expect(layout.captionFrames[0]?.height == full.captionFrames[0]?.height)
    let sheet = try grid.render()
    #expect(sheet.cropped(to: layout.imageFrames[3]) == big[3].image.boxHalved())
  }

  @Test func boxHalvingAveragesPremultipliedPixelsAndKeepsOddEdges() {
    var image = Pixmap(width: 3, height: 3)!
    image[0, 0] = PremultipliedRGBA8(r: 100, g: 0, b: 0, a: 100)!
    image[1, 0] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)!
    image[0, 1] = PremultipliedRGBA8(r: 200, g: 10, b: 0, a: 255)!
    image[1, 1] = PremultipliedRGBA8(r: 1, g: 0, b: 0, a: 2)!
    image[2, 2] = PremultipliedRGBA8(r: 9, g: 8, b: 7, a: 255)!
    image[2, 0] = PremultipliedRGBA8(r: 3, g: 3, b: 3, a: 3)!
    let half = image.boxHalved()
    #expect(half.width == 2 && half.height == 2)
    // (100 + 0 + 200 + 1) / 4 = 75.25 → 75; alpha (100 + 0 + 255 + 2) / 4 = 89.25 → 89.
    #expect(half[0, 0] == PremultipliedRGBA8(r: 75, g: 3, b: 0, a: 89)!)
    // The last column averages its two pixels: (3 + 0) / 2 rounds half up to 2.
    #expect(half[1, 0] == PremultipliedRGBA8(r: 2, g: 2, b: 2, a: 2)!)
    #expect(half[1, 1] == PremultipliedRGBA8(r: 9, g: 8, b: 7, a: 255)!)
  }

  @Test func badGridsThrowOneLineErrors() {
    let cell = LabelledGrid.Cell(image: Self.image(4, 4, base: 0))
    #expect(throws: SheetError.noCells) { try LabelledGrid(cells: [], columns: 2).render() }
    #expect(throws: SheetError.columnCount(0)) { try LabelledGrid(cells: [cell], columns: 0).render() }
    #expect(throws: SheetError.tooManyColumnHeaders(headers: 3, columns: 2)) {
      try LabelledGrid(cells: [cell], columns: 2, columnHeaders: ["a", "b", "c"]).render()
    }
    #expect(throws: SheetError.tooManyRowLabels(labels: 2, rows: 1)) {
      try LabelledGrid(cells: [cell, cell], columns: 2, rowLabels: ["a", "b"]).layout()
    }
    var style = LabelledGridStyle.standard
    style.spacing = -.infinity
    #expect(throws: SheetError.spacing(name: "spacing", value: -.infinity)) {
      try LabelledGrid(cells: [cell], columns: 1, style: style).render()
    }
    #expect(
      SheetError.spacing(name: "padding", value: -1).description
        == "sheet: style padding is -1.0 pt; expected 0 ... 1000")
    #expect(!SheetError.columnCount(0).description.contains("\n"))
  }

  /// The layout of `barkit sheet`: iOS 7 and iOS 6 columns, a label per row, captions; images
  /// of unequal size. Looked at before committing.
  @Test func comparisonSheetMatchesGolden() throws {
    let cells = [
      LabelledGrid.Cell(image: Self.image(120, 44, base: 250), caption: "Translucent, 44 pt"),
      LabelledGrid.Cell(image: Self.image(100, 44, base: 30), caption: "Opaque"),
      LabelledGrid.Cell(image: Self.image(120, 49, base: 160), caption: "A caption far too long to fit here"),
      LabelledGrid.Cell(image: Self.image(100, 60, base: 90)),
    ]
    let sheet = try LabelledGrid(
      cells: cells, columns: 2, columnHeaders: ["iOS 7", "iOS 6"], rowLabels: ["Navigation bar", "Tab bar"],
      scale: .x2
    ).render()
    assertGolden(of: sheet, named: "ios7-ios6-2x")
  }
}
