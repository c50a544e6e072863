/// Reads the tokens of SVG path data (SVG 2, §9.3.9 "The grammar for path data") from UTF-8
/// bytes: command letters, numbers, arc flags and the whitespace and commas between them.
struct SVGPathScanner {
  let bytes: [UInt8]
  /// The byte offset of the next unread byte.
  private(set) var offset = 0
  /// Where the last token read lies in `bytes`; its text goes into error messages only.
  private var lastTokenRange = 0..<0

  /// The text of the last token read, for error messages ("after ...").
  var lastToken: String { String(decoding: bytes[lastTokenRange], as: UTF8.self) }

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
    guard !expectsArgument, byte(at: offset) == UInt8(ascii: ",") else { return }
    lastTokenRange = offset..<(offset + 1)
    offset += 1
    skipWhitespace()
  }

  /// Whether the last separator held a comma, so that an argument must come next.
  var expectsArgument: Bool {
    lastTokenRange.count == 1 && bytes[lastTokenRange.lowerBound] == UInt8(ascii: ",")
  }

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
    lastTokenRange = offset..<(offset + 1)
    offset += 1
    return b
  }

  /// Reads a number: `sign? (digits ("." digits?)? | "." digits) exponent?`. An `e` not
  /// followed by digits is left unread, so `1e` fails later at the `e`.
  mutating func number() throws(SVGPathError) -> Double {
    let start = offset
    var i = offset
    if byte(at: i) == UInt8(ascii: "+") || byte(at: i) == UInt8(ascii: "-") { i += 1 }
    var digits = 0, fractionDigits = 0
    // The digits as an integer, while it stays exact (at most 15 significant digits).
    var mantissa: UInt64 = 0
    var significant = 0
    func take(_ b: UInt8) {
      digits += 1
      if mantissa == 0 && b == UInt8(ascii: "0") { return }
      significant += 1
      if significant <= 15 { mantissa = mantissa * 10 + UInt64(b - UInt8(ascii: "0")) }
    }
    while let b = byte(at: i), Self.isDigit(b) {
      take(b)
      i += 1
    }
    if byte(at: i) == UInt8(ascii: ".") {
      i += 1
      while let b = byte(at: i), Self.isDigit(b) {
        take(b)
        fractionDigits += 1
        i += 1
      }
    }
    guard digits > 0 else { throw SVGPathError(offset: start, problem: .expectedNumber(after: lastToken)) }
    var exponent = 0
    var exponentIsSmall = true
    if byte(at: i) == UInt8(ascii: "e") || byte(at: i) == UInt8(ascii: "E") {
      var j = i + 1
      let negative = byte(at: j) == UInt8(ascii: "-")
      if negative || byte(at: j) == UInt8(ascii: "+") { j += 1 }
      if Self.isDigit(byte(at: j)) {
        i = j
        while let b = byte(at: i), Self.isDigit(b) {
          if exponent < 1000 { exponent = exponent * 10 + Int(b - UInt8(ascii: "0")) } else { exponentIsSmall = false }
          i += 1
        }
        if negative { exponent = -exponent }
      }
    }
    let value: Double
    let scale = exponent - fractionDigits
    if significant <= 15, exponentIsSmall, abs(scale) <= 22 {
      // Clinger's fast path: the mantissa and 10^|scale| are exact doubles, so one correctly
      // rounded multiplication or division gives the same double as a full decimal parser.
      let magnitude =
        scale >= 0 ? Double(mantissa) * Self.powersOfTen[scale] : Double(mantissa) / Self.powersOfTen[-scale]
      value = bytes[start] == UInt8(ascii: "-") ? -magnitude : magnitude
    } else {
      // Double's parser reads a decimal literal exactly as written (round to nearest); the
      // grammar above never hands it "nan" or "inf".
      let text = String(decoding: bytes[start..<i], as: UTF8.self)
      guard let parsed = Double(text), parsed.isFinite else {
        throw SVGPathError(offset: start, problem: .numberOutOfRange(text))
      }
      value = parsed
    }
    lastTokenRange = start..<i
    offset = i
    return value
  }

  /// 10⁰ through 10²², every power of ten a double holds exactly.
  private static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { acc, _ in acc * 10 } }

  /// Reads an arc flag: a single `0` or `1`, which needs no separator after it (`a1 1 0 01 5 5`).
  mutating func flag() throws(SVGPathError) -> Bool {
    guard let b = byte(at: offset), b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else {
      throw SVGPathError(offset: offset, problem: .expectedFlag(after: lastToken))
    }
    lastTokenRange = offset..<(offset + 1)
    offset += 1
    return b == UInt8(ascii: "1")
  }

  /// The character at the current offset, escaped for an error message.
  var currentCharacterDescription: String {
    let rest = String(decoding: bytes[offset...], as: UTF8.self)
    guard let scalar = rest.unicodeScalars.first else { return "end of data" }
    return scalar.escaped(asASCII: true)
  }
}
