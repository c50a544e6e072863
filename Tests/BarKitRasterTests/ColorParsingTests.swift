import Testing

@testable import BarKitRaster

@Suite struct ColorParsingTests {
  @Test func parsesThreeDigitHexByRepeatingEachDigit() {
    #expect(RGBA8(parsing: "#0af") == RGBA8(r: 0x00, g: 0xAA, b: 0xFF))
    #expect(RGBA8(parsing: "#F00") == RGBA8(r: 255, g: 0, b: 0))
  }

  @Test func parsesSixAndEightDigitHex() {
    #expect(RGBA8(parsing: "#007AFF") == RGBA8(r: 0, g: 122, b: 255))
    #expect(RGBA8(parsing: "#007aff80") == RGBA8(r: 0, g: 122, b: 255, a: 128))
  }

  @Test func parsesPaletteNamesCaseInsensitively() {
    #expect(RGBA8(parsing: "systemBlue") == RGBA8.systemBlue)
    #expect(RGBA8(parsing: "SYSTEMGREEN") == RGBA8(r: 76, g: 217, b: 100))
    #expect(RGBA8(parsing: "clear") == RGBA8.clear)
  }

  @Test(arguments: [
    "", "#", "#12", "#1234", "#12345", "#1234567", "#123456789", "#GGG", "007AFF", "blue?", "#１２３", "# 12",
  ])
  func rejects(_ text: String) {
    #expect(RGBA8(parsing: text) == nil)
  }

  @Test func hexStringRoundTrips() {
    for color in [RGBA8(r: 1, g: 2, b: 254), RGBA8(r: 0xAB, g: 0xCD, b: 0xEF, a: 0x12)] {
      #expect(RGBA8(parsing: color.hexString) == color)
    }
  }
}
