import BarKitChrome
import BarKitRaster
import Testing

@testable import BarKitMockups
@testable import BarKitScene

/// A caption that fits once wrapped is never refused (issue 39, item 11): the fit measured at
/// the smallest size is the one the wrapping measured, without a safety factor that refuses a
/// line 1 px inside the room, and the size returned always fits.
@Suite struct StoreCaptionFitTests {
  /// Eleven four-letter words (54 characters): refused on every device before with "… is 659 px
  /// wide … and the caption has 660 px".
  @Test(arguments: StoreScreenshotSize.defaultForDevice.keys.sorted())
  func elevenWordsFitOnEveryDevice(device: String) throws {
    let set = try StoreSetTests.storeSet(##"{"caption": {"title": "@t"}}"##, devices: [device])
    let size = try #require(set.size(for: device))
    let title = Array(repeating: "word", count: 11).joined(separator: " ")
    let width = Double(size.width)
    let block = try #require(
      try set.captionBlock(imageWidth: width, locale: try StoreSetTests.locale("en", title: title)))
    let room = StoreLayout.captionRoom(width: width)
    #expect(block.title.allSatisfy { $0.width <= room }, "every line fits the room")
    #expect(block.titleSize >= 0.04 * width - 1e-9)
  }

  /// Thirty 10–18-word English captions from a fixed generator: each lays out, every line within
  /// the room, at or above the smallest size.
  @Test func randomEnglishCaptionsAllFit() throws {
    let words = [
      "inbox", "every", "message", "one", "place", "your", "mail", "from", "all", "accounts", "search", "faster",
      "than", "ever", "before", "with", "smart", "folders", "and", "filters", "that", "learn", "what", "matters",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    let set = try StoreSetTests.storeSet(##"{"caption": {"title": "@t"}}"##, devices: ["iphone-6"])
    for _ in 0..<30 {
      let title = (0..<(10 + next(9))).map { _ in words[next(words.count)] }.joined(separator: " ")
      let block = try #require(
        try set.captionBlock(imageWidth: 750, locale: try StoreSetTests.locale("en", title: title)))
      #expect(block.title.allSatisfy { $0.width <= StoreLayout.captionRoom(width: 750) }, "\(title)")
    }
  }
}
