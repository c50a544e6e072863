import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// Images of extreme aspect ratio (N × 1 and 1 × N) through `convert`, `compare --diff` and
/// `blur` (Docs/Security.md, "Limits"): a file of a few kilobytes can declare a row of tens
/// of megabytes, which once overflowed the PNG writer's 32-bit row costs (the row sizes past
/// 2^32 are RowFilterKernelTests' and the fuzz corpus's: in a debug build a 12.5-megapixel
/// row takes minutes) and made the blur's line buffers follow the longest side.
@Suite struct ExtremeAspectTests {
  /// The side converted and compared: long enough for every row loop and buffer to meet it,
  /// short enough for a debug build on a loaded machine.
  static let longSide = 250_000
  /// The side the blur refuses: one past ``BoxBlur/maximumSide``.
  static let refusedSide = BoxBlur.maximumSide + 1

  /// A gray image of `width × height`, written without adaptive filtering (the writer then
  /// measures no row), so the file is made whatever the writer's row costs do.
  static func writeGray(_ width: Int, _ height: Int, in folder: HostileFolder, named name: String, dot: Bool = false)
    throws -> String
  {
    var image = Pixmap(width: width, height: height, filledWith: RGBA8(r: 128, g: 128, b: 128).premultiplied)!
    if dot { image[width - 1, height - 1] = RGBA8.black.premultiplied }
    let data = try image.pngData(options: PNGEncodingOptions(compressionLevel: .fast, filter: .none))
    return try folder.write(name, data)
  }

  @Test(arguments: [(longSide, 1), (1, longSide)])
  func convertAndCompareHandleTheLongestRows(width: Int, height: Int) throws {
    let folder = try HostileFolder()
    let input = try Self.writeGray(width, height, in: folder, named: "long.png")
    let dotted = try Self.writeGray(width, height, in: folder, named: "dotted.png", dot: true)
    let converted = folder.path("converted.png")
    let convert = HostileRun(["convert", input, "-o", converted])
    #expect(convert.code == 0, "\(convert.err)")
    let decoded = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: converted))
    #expect(decoded.width == width && decoded.height == height)
    #expect(decoded[width / 2, height / 2] == RGBA8(r: 128, g: 128, b: 128).premultiplied)
    let diff = folder.path("diff.png")
    let compare = HostileRun(["compare", input, dotted, "--diff", diff])
    #expect(compare.code == 1, "\(compare.err)")
    let diffImage = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: diff))
    #expect(diffImage.width == width && diffImage.height == height)
  }

  /// The blur's line buffers take 128 bytes per pixel of the side they run along, so an image
  /// whose side is longer than ``BoxBlur/maximumSide`` is refused before they are allocated.
  @Test(arguments: [(refusedSide, 1), (1, refusedSide)])
  func blurRefusesASideLongerThanItsBudget(width: Int, height: Int) throws {
    let folder = try HostileFolder()
    let input = try Self.writeGray(width, height, in: folder, named: "long.png")
    let run = HostileRun(["blur", input, "-o", folder.path("out.png"), "--box", "3"])
    run.expectCleanFailure(naming: ["long.png", "\(BoxBlur.maximumSide)"])
    #expect(folder.contents == ["long.png"])
  }

  /// Within the budget, a long row and a long column blur alike: the vertical passes of a
  /// 1 × N image run the same kernel as the horizontal passes of N × 1.
  @Test func blurOfALongColumnIsTheBlurOfALongRowTurned() throws {
    let side = 70_000
    var row = Pixmap(width: side, height: 1, filledWith: RGBA8.white.premultiplied)!
    var column = Pixmap(width: 1, height: side, filledWith: RGBA8.white.premultiplied)!
    for i in Swift.stride(from: 0, to: side, by: 7) {
      let color = RGBA8(r: UInt8(i % 251), g: UInt8(i % 13 * 19), b: 40, a: 200).premultiplied
      row[i, 0] = color
      column[0, i] = color
    }
    let blurredRow = row.boxBlurred(diameter: 9)!, blurredColumn = column.boxBlurred(diameter: 9)!
    #expect((0..<side).allSatisfy { blurredRow[$0, 0] == blurredColumn[0, $0] })
    #expect(blurredRow[7, 0] != row[7, 0])
  }
}
