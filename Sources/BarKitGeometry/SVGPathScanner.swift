/// Reads the tokens of SVG path data (SVG 2, §9.3.9 "The grammar for path data") from UTF-8
/// bytes: command letters, numbers, arc flags and the whitespace and commas between them.
struct SVGPathScanner {
  let bytes: [UInt8]
  /// The byte offset of the next unread byte.
  private(set) var offset = 0
  /// The text of the last token read, for error messages ("after ...").
  private(set) var lastToken = ""

  init(_ text: String) { bytes = Array(text.utf8) }

  var isAtEnd: Bool { offset >= bytes.count }

  private func byte(at i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

  private static func isDigit(_ b: UInt8?) -> Bool { b.map { (0x30...0x39).contains($0) } ?? false }

  /// SVG whitespace: space, tab, line feed, form feed, carriage return.
  private static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }

  /// Skips whitespace.
  mutating func skipWhitespace() {
    while let b = byte(at: offset), Self.isWhitespace(b) { offset += 1 }
  }

  /// Skips the separator after an argument: whitespace with at most one comma in it. A comma
  /// separates two arguments, so once one is read (``lastToken`` is `","`) another must follow.
  mutating func skipSeparator() {
    skipWhitespace()
    guard lastToken != ",", byte(at: offset) == UInt8(ascii: ",") else { return }
    offset += 1
    lastToken = ","
    skipWhitespace()
  }

  /// Whether the last separator held a comma, so that an argument must come next.
  var expectsArgument: Bool { lastToken == "," }

  /// Whether the next byte can start a number.
  var isAtNumber: Bool {
    guard let b = byte(at: offset) else { return false }
    return Self.isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
  }

  /// The bytes of the twenty command letters.
  private static let commandLetters = Set("MmZzLlHhVvCcSsQqTtAa".utf8)

  /// Reads a command letter, if the next byte is one.
  mutating func command() -> UInt8? {
    guard let b = byte(at: offset), Self.commandLetters.contains(b) else { return nil }
    offset += 1
    lastToken = String(UnicodeScalar(b))
    return b
  }

  /// Reads a number: `sign? (digits ("." digits?)? | "." digits) exponent?`. An `e` not
  /// followed by digits is left unread, so `1e` fails later at the `e`.
  mutating func number() throws(SVGPathError) -> Double {
    let start = offset
    var i = offset
    if byte(at: i) == UInt8(ascii: "+") || byte(at: i) == UInt8(ascii: "-") { i += 1 }
    var digits = 0
    while Self.isDigit(byte(at: i)) { i += 1; digits += 1 }
    if byte(at: i) == UInt8(ascii: ".") {
      i += 1
      while Self.isDigit(byte(at: i)) { i += 1; digits += 1 }
    }
    guard digits > 0 else { throw SVGPathError(offset: start, problem: .expectedNumber(after: lastToken)) }
    if byte(at: i) == UInt8(ascii: "e") || byte(at: i) == UInt8(ascii: "E") {
      var j = i + 1
      if byte(at: j) == UInt8(ascii: "+") || byte(at: j) == UInt8(ascii: "-") { j += 1 }
      if Self.isDigit(byte(at: j)) {
        i = j
        while Self.isDigit(byte(at: i)) { i += 1 }
      }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    // The grammar above admits only decimal literals, which Double's parser reads exactly as
    // written (round to nearest); it never sees "nan" or "inf".
    guard let value = Double(text), value.isFinite else {
      throw SVGPathError(offset: start, problem: .numberOutOfRange(text))
    }
    offset = i
    lastToken = text
    return value
  }

  /// Reads an arc flag: a single `0` or `1`, which needs no separator after it (`a1 1 0 01 5 5`).
  mutating func flag() throws(SVGPathError) -> Bool {
    guard let b = byte(at: offset), b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else {
      throw SVGPathError(offset: offset, problem: .expectedFlag(after: lastToken))
    }
    offset += 1
    lastToken = String(UnicodeScalar(b))
    return b == UInt8(ascii: "1")
  }

  /// The character at the current offset, escaped for an error message.
  var currentCharacterDescription: String {
    let rest = String(decoding: bytes[offset...], as: UTF8.self)
    guard let scalar = rest.unicodeScalars.first else { return "end of data" }
    return scalar.escaped(asASCII: true)
  }
}
