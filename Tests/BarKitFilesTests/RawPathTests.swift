import BarKitFiles
import Testing

/// Paths as bytes: shown with every byte that is not UTF-8 escaped, appended with one `/`.
struct RawPathTests {
  @Test func bytesThatAreNotUTF8AreShownEscaped() {
    #expect(RawPath(bytes: Array("caf".utf8) + [0xE9] + Array(".png".utf8)).shown == "caf\\xe9.png")
    #expect(RawPath(bytes: [0xFF, 0x0A, 0xC3]).shown == "\\xff\n\\xc3")
    #expect(RawPath("café/ü.png").shown == "café/ü.png")
    // A truncated sequence, then a valid one.
    #expect(RawPath(bytes: [0xE2, 0x82, 0x41]).shown == "\\xe2\\x82A")
  }

  @Test func appendingAddsOneSeparator() {
    #expect(RawPath(bytes: []).appending(RawPath("a.png")) == RawPath("a.png"))
    #expect(RawPath("dir").appending(RawPath(bytes: [0xFF])).bytes == Array("dir/".utf8) + [0xFF])
    #expect(RawPath("a") < RawPath("b") && RawPath(bytes: [0x7A]) < RawPath(bytes: [0xC3]))
  }

  /// The JSON form is lossless: every byte comes back, and text that is not that form is refused.
  @Test func percentEncodingKeepsEveryByte() {
    let latin1 = RawPath(bytes: Array("sub dir/caf".utf8) + [0xE9] + Array(".png".utf8))
    #expect(latin1.percentEncoded == "sub%20dir/caf%E9.png")
    #expect(RawPath(percentEncoded: latin1.percentEncoded) == latin1)
    let every = RawPath(bytes: Array(0...255))
    #expect(RawPath(percentEncoded: every.percentEncoded) == every)
    #expect(!latin1.isUTF8 && RawPath("café.png").isUTF8)
    for bad in ["%E", "%G1", "a b", "é", "100%"] { #expect(RawPath(percentEncoded: bad) == nil, "\(bad)") }
  }
}
