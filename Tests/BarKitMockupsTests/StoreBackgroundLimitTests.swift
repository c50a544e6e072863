import BarKitRaster
import BarKitScene
import Foundation
import Testing

@testable import BarKitMockups

/// Issue 39 item 10: a store set's background gradient of 100,000 colours took 25 s per output
/// (each pixel searched the stops). The colours are limited at their JSON path, and the most
/// colours allowed paint a full store image.
@Suite struct StoreBackgroundLimitTests {
  static func gradient(_ count: Int) -> String {
    let colors = (0..<count).map { i in "\"#\(String(format: "%06X", (i * 2_654_435) & 0xFF_FFFF))\"" }
    return #"{"background": {"gradient": [\#(colors.joined(separator: ", "))], "direction": "diagonal"}}"#
  }

  @Test func theMostColoursAllowedPaintAStoreImage() throws {
    let set = try StoreSetTests.storeSet(Self.gradient(StoreBackground.maximumColorCount), devices: ["iphone-4s"])
    let image = try StoreSetTests.compose(set, "iphone-4s")
    #expect(image.width == 640 && image.height == 960)
  }

  @Test func moreColoursAreRefusedAtTheirPath() throws {
    for count in [StoreBackground.maximumColorCount + 1, 100_000] {
      do {
        _ = try StoreSetTests.storeSet(Self.gradient(count))
        Issue.record("a gradient of \(count) colours was accepted")
      } catch {
        #expect("\(error)".contains("storeSet.background.gradient"), "\(error)")
        #expect("\(error)".contains("at most \(StoreBackground.maximumColorCount) colours"), "\(error)")
      }
    }
  }
}
