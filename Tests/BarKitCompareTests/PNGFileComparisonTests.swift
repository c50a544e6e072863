import BarKitGeometry
import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitCompare

@Suite struct PNGFileComparisonTests {
  static func write(_ image: Pixmap, _ name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try image.writePNG(to: url)
    return url
  }

  @Test func byteIdenticalFilesAreNotDecoded() throws {
    let folder = SharedFixtures.temporaryDirectory("png-file-identical")
    let image = TestImages.noise(30, 20)
    let a = try Self.write(image, "a.png", in: folder)
    let b = folder.appendingPathComponent("b.png")
    try FileManager.default.copyItem(at: a, to: b)
    let outcome = try PNGFileComparison.compare(expected: a, actual: b)
    #expect(outcome.result.isIdentical && outcome.result.passed)
    #expect(outcome.expected == nil)  // the fast path decoded nothing
    #expect(outcome.result.expectedSize == ImageDimensions(width: 30, height: 20))
    #expect(outcome.result.comparedPixelCount == 600)
    // The diff image decodes the expected file on demand.
    #expect(try outcome.diffImage()?.width == 30)
  }

  @Test func differentFilesAreDecodedAndCompared() throws {
    let folder = SharedFixtures.temporaryDirectory("png-file-changed")
    let image = TestImages.noise(30, 20)
    var changed = image
    changed[3, 4] = TestImages.black
    changed[4, 4] = TestImages.white
    let a = try Self.write(image, "a.png", in: folder), b = try Self.write(changed, "b.png", in: folder)
    let outcome = try PNGFileComparison.compare(expected: a, actual: b)
    let inMemory = ImageComparison.compare(expected: image, actual: changed)
    #expect(outcome.expected != nil)
    #expect(outcome.result.differingPixelCount == inMemory.differingPixelCount)
    #expect(outcome.result.changedBounds == inMemory.changedBounds)
    // Sequential decoding (as a folder comparison does) finds the same.
    let sequential = try PNGFileComparison.compare(expected: a, actual: b, decodesConcurrently: false)
    #expect(sequential.result.summary == outcome.result.summary)
  }

  /// A file cut inside its image data: the fast decoder declines, libpng reports where the
  /// file ends, and the error names the file and the byte offset.
  @Test func aTruncatedFileIsAnErrorNamingTheByteOffset() throws {
    let folder = SharedFixtures.temporaryDirectory("png-file-truncated")
    let image = TestImages.noise(64, 48)
    let a = try Self.write(image, "a.png", in: folder)
    let full = try Data(contentsOf: a)
    let b = folder.appendingPathComponent("b.png")
    try full.prefix(full.count / 2).write(to: b)
    do {
      _ = try PNGFileComparison.compare(expected: a, actual: b)
      Issue.record("a truncated file compared")
    } catch {
      #expect(error.kind == .truncated)
      #expect(error.description.contains(b.path) && error.description.contains("byte \(full.count / 2)"))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func identicalNonPNGFilesAreAnError() throws {
    let folder = SharedFixtures.temporaryDirectory("png-file-text")
    let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
    try Data("hello, not a picture at all".utf8).write(to: a)
    try Data("hello, not a picture at all".utf8).write(to: b)
    #expect(throws: PNGError.self) { try PNGFileComparison.compare(expected: a, actual: b) }
    do {
      _ = try PNGFileComparison.compare(expected: a, actual: b)
    } catch {
      #expect(error.description.contains(a.path) && error.description.contains("not a PNG"))
    }
  }

  @Test func aMissingFileIsNamed() throws {
    let folder = SharedFixtures.temporaryDirectory("png-file-missing")
    let a = try Self.write(TestImages.noise(4, 4), "a.png", in: folder)
    let missing = folder.appendingPathComponent("nope.png")
    do {
      _ = try PNGFileComparison.compare(expected: a, actual: missing)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("nope.png") && error.description.contains("no such file"))
    }
  }

  @Test func invalidOptionsFailEvenForIdenticalFiles() throws {
    let folder = SharedFixtures.temporaryDirectory("png-file-options")
    let a = try Self.write(TestImages.noise(4, 4), "a.png", in: folder)
    let outcome = try PNGFileComparison.compare(expected: a, actual: a, options: .init(maxDiffPixels: -1))
    #expect(!outcome.result.passed)
  }
}
