import BarKit
import BarKitTesting
import Foundation
import TestSupport
import Testing

/// Every folder under Goldens/ is named after the suite that owns it: a test file declares
/// `struct <Folder>` and sets `.repository("<Folder>")` and `.eachKernelSet`, and no suite names a
/// missing folder. Their comparison passes byte-identical pixels only.
@Suite struct RepositoryGoldensTests {
  @Test func everyGoldensFolderIsNamedAfterItsSuite() throws {
    let root = SharedFixtures.repositoryRoot
    let manager = FileManager.default
    let folders = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Goldens").path)
      .filter { !$0.hasPrefix(".") }
    var suites: [String: String] = [:]
    let tests = manager.enumerator(atPath: root.appendingPathComponent("Tests").path)!
    for case let path as String in tests where path.hasSuffix(".swift") && !path.hasPrefix("Fuzz/") {
      let text = try String(contentsOf: root.appendingPathComponent("Tests/\(path)"), encoding: .utf8)
      for match in text.matches(of: /\.repository\("(\w+)"\)/) { suites[String(match.output.1)] = text }
    }
    #expect(!folders.isEmpty)
    for folder in folders {
      let text = try #require(suites[folder], "Goldens/\(folder) belongs to no suite")
      #expect(text.contains("struct \(folder)"), "Goldens/\(folder) is not named after the suite that uses it")
      #expect(text.contains(".eachKernelSet"), "\(folder) does not render its goldens with each kernel set")
    }
    for suite in suites.keys { #expect(folders.contains(suite), "no Goldens/\(suite) folder") }
  }

  /// One level of one channel, on one pixel, anywhere: an edge pixel of a shape (which the
  /// anti-aliasing rule would excuse) or a flat one, in color or in alpha alone.
  @Test(arguments: [(4, 4, 0), (1, 4, 0), (4, 4, 2), (4, 4, 3), (1, 1, 3)])
  func theRepositorysGoldensFailOnAnyChangedByte(x: Int, y: Int, channel: Int) throws {
    var expected = Pixmap(width: 8, height: 8)!
    for py in 0..<8 {
      for px in 0..<8 {
        expected[px, py] = RGBA8(r: px < 2 ? 20 : 200, g: 120, b: 64, a: py < 2 ? 128 : 255).premultiplied
      }
    }
    var actual = expected
    let p = actual[x, y]
    var bytes = [p.r, p.g, p.b, p.a]
    bytes[channel] = bytes[channel] == 0 ? 1 : bytes[channel] - 1
    actual[x, y] = PremultipliedRGBA8(uncheckedR: bytes[0], g: bytes[1], b: bytes[2], a: bytes[3])
    let suite = "BarGoldenTests"
    let options = GoldenSettings.repository(suite).options
    #expect(!ImageComparison.compare(expected: expected, actual: actual, options: options).passed)
    #expect(ImageComparison.compare(expected: expected, actual: expected, options: options).passed)
  }
}
