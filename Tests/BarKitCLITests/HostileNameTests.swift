import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// File names as hostile input to `barkit compare DIR DIR` (Docs/Security.md, "Names"): a name
/// that is not UTF-8 is compared and shown escaped, never dropped; a name with a newline or a
/// terminal escape is printed escaped, so it can neither forge a CI line nor drive the terminal.
@Suite struct HostileNameTests {
  static let white = Pixmap(width: 6, height: 4, filledWith: RGBA8.white.premultiplied)!
  static let dotted: Pixmap = {
    var image = white
    image[2, 1] = RGBA8.black.premultiplied
    return image
  }()

  /// Writes `image` as the file whose name is the raw `name` bytes inside `folder`.
  static func save(_ image: Pixmap, to folder: URL, name: [UInt8]) throws {
    let path = (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name).map { CChar(bitPattern: $0) } + [0]
    let data = try image.pngData()
    let file = try #require(fopen(path, "wb"))
    _ = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }

  /// `expected` and `actual` folders in a fresh scratch folder.
  static func folders() throws -> (expected: URL, actual: URL) {
    let root = try HostileFolder().url
    let expected = root.appendingPathComponent("expected"), actual = root.appendingPathComponent("actual")
    for folder in [expected, actual] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    return (expected, actual)
  }

  @Test func namesThatAreNotUTF8AreComparedAndShownEscaped() throws {
    let (expected, actual) = try Self.folders()
    // Latin-1 names, as an old archive or a mounted volume holds them.
    let changed = Array("caf".utf8) + [0xE9] + Array(".png".utf8)
    try Self.save(Self.white, to: expected, name: changed)
    try Self.save(Self.dotted, to: actual, name: changed)
    try Self.save(Self.white, to: expected, name: [0xFF] + Array(".png".utf8))
    try FileManager.default.createDirectory(
      at: actual.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let folderName = Array("sub/dir".utf8) + [0xFE]
    let path = (Array(actual.path.utf8) + [UInt8(ascii: "/")] + folderName).map { CChar(bitPattern: $0) } + [0]
    try #require(mkdir(path, 0o755) == 0)
    try Self.save(Self.white, to: actual, name: folderName + Array("/new.png".utf8))
    let run = HostileRun(["compare", expected.path, actual.path])
    #expect(run.code == 1, "\(run.out)\n\(run.err)")
    let lines = run.out.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("changed: caf\\xe9.png: ") }, "\(lines)")
    #expect(lines.contains("missing: \\xff.png is in the expected folder but not in the actual one"), "\(lines)")
    #expect(lines.contains("added: sub/dir\\xfe/new.png is in the actual folder but has no expected image"), "\(lines)")
    #expect(lines.last == "mismatch: 0 passed, 1 changed, 1 missing, 1 added", "\(lines)")
  }

  @Test func namesWithControlsArePrintedEscaped() throws {
    let (expected, actual) = try Self.folders()
    let forged = "a\n::error file=x::forged.png", retitled = "b\u{1B}]0;pwned\u{07}.png"
    for name in [forged, retitled] {
      try Self.white.writePNG(to: expected.appendingPathComponent(name))
      try Self.dotted.writePNG(to: actual.appendingPathComponent(name))
    }
    try Self.white.writePNG(to: actual.appendingPathComponent("c\r\u{9B}2J.png"))
    let run = HostileRun(["compare", expected.path, actual.path])
    #expect(run.code == 1)
    for line in run.out.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(!line.hasPrefix("::"), "\(line)")
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line)")
    }
    #expect(run.out.contains("changed: a\\n::error file=x::forged.png: "), "\(run.out)")
    #expect(run.out.contains("changed: b\\u001b]0;pwned\\u0007.png: "), "\(run.out)")
    #expect(run.out.contains("added: c\\r\\u009b2J.png is in"), "\(run.out)")
  }
}
