import BarKitChrome
import BarKitRaster
import TestSupport
import Testing

/// Numbers in a right-to-left navigation title read left to right, as iOS draws them: before
/// ICU's bidi algorithm, "מחיר 10,000" was drawn with "000,10".
@Suite struct RightToLeftTitleTests {
  /// A bar with `title` in DejaVu Sans Regular (Hebrew, Latin and digits in one face, and a
  /// designed weight: a synthesized one adds room after every character, the invisible
  /// overrides too), at @2x.
  static func render(title: String) throws -> Pixmap {
    try Render.json(
      #"{"canvas": {"width": 320, "height": 64}, "fontFamily": "DejaVu Sans", "navigationBar": {"title": "\#(title)", "titleTextAttributes": {"fontWeight": "regular"}}}"#,
      scale: .x2
    ).pixmap
  }

  @Test(arguments: [
    ("מחיר 10,000", "10,000 ריחמ"),
    ("גרסה 4.5 בשעה 9:41", "9:41 העשב 4.5 הסרג"),
  ])
  func numbersReadLeftToRight(title: String, visual: String) throws {
    // The same title typed in visual order inside a left-to-right override (U+202D … U+202C);
    // Hebrew letters do not join, so they look the same in either order.
    let drawn = try Self.render(title: title)
    #expect(drawn == (try Self.render(title: "\u{202D}\(visual)\u{202C}")))
    #expect(drawn != (try Self.render(title: "")), "the title has ink")
  }
}
