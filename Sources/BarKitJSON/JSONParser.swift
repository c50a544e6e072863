/// A strict RFC 8259 JSON parser that reports errors by line and column.
///
/// Written for BarKit's inputs instead of using `JSONSerialization` so that errors say
/// where (`3:14`), numbers keep their literal text, `true` never reads as `1`, and duplicate
/// keys are rejected instead of silently keeping one of them. Hostile input is bounded before
/// it costs memory or time: the document's size, the nesting (so it cannot exhaust the stack),
/// and the length of each string and number (Docs/Security.md, "Limits").
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 256
  /// The largest document, in bytes: 8 MiB. The largest real scene or manifest is a few KB;
  /// a bigger file is a mistake or an attack.
  package static let maximumDocumentByteCount = 8 << 20
  /// The longest string, in bytes after unescaping: 64 KiB, far above any title, font name,
  /// color or file path.
  package static let maximumStringByteCount = 64 << 10
  /// The longest number literal, in characters; a `Double` needs at most 17 significant digits.
  package static let maximumNumberLength = 256

  private let bytes: [UInt8]
  private let stringLimit: Int
  private var offset = 0
  private var depth = 0

  private init(bytes: [UInt8], stringLimit: Int) {
    self.bytes = bytes
    self.stringLimit = stringLimit
    // A UTF-8 byte-order mark is tolerated, as many editors write one.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
  }

  /// Parses a whole document of at most `maximumByteCount` bytes, whose strings hold at most
  /// `maximumStringByteCount` bytes each.
  package static func parse(
    _ bytes: [UInt8], maximumByteCount: Int = maximumDocumentByteCount,
    maximumStringByteCount: Int = maximumStringByteCount
  ) throws(JSONSyntaxError) -> JSONValue {
    guard bytes.count <= maximumByteCount else { throw .tooLarge(byteCount: bytes.count, limit: maximumByteCount) }
    var parser = JSONParser(bytes: bytes, stringLimit: maximumStringByteCount)
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.offset == bytes.count else { throw parser.error("unexpected text after the document") }
    return value
  }

  private func error(_ detail: String, at position: Int? = nil) -> JSONSyntaxError {
    let end = min(position ?? offset, bytes.count)
    var line = 1
    var column = 1
    for byte in bytes[..<end] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return .malformed(line: line, column: column, detail: detail)
  }

  private var found: String {
    guard offset < bytes.count else { return "the end of the file" }
    let b = bytes[offset]
    return (0x21...0x7E).contains(b)
      ? "'\(Character(UnicodeScalar(b)))'" : "byte 0x" + String(b, radix: 16, uppercase: true)
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
  }

  private mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    let utf8 = Array(literal.utf8)
    guard bytes[offset...].starts(with: utf8) else { throw error("expected a value, found \(found)") }
    offset += utf8.count
    return value
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard offset < bytes.count else { throw error("expected a value, found the end of the file") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try nested { (p: inout JSONParser) throws(JSONSyntaxError) in try p.parseObject() }
    case UInt8(ascii: "["): return try nested { (p: inout JSONParser) throws(JSONSyntaxError) in try p.parseArray() }
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try expect("true", .bool(true))
    case UInt8(ascii: "f"): return try expect("false", .bool(false))
    case UInt8(ascii: "n"): return try expect("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value, found \(found)")
    }
  }

  private mutating func nested(_ body: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    depth += 1
    guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    offset += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen: Set<String> = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes, found \(found)")
      }
      let keyStart = offset
      let key = try parseString()
      guard seen.insert(key).inserted else { throw error("duplicate key \(JSONValue.excerpt(key))", at: keyStart) }
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw error("expected ':', found \(found)")
      }
      offset += 1
      members.append((key, try parseValue()))
      skipWhitespace()
      guard offset < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
      if bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return .object(members)
      }
      guard bytes[offset] == UInt8(ascii: ",") else { throw error("expected ',' or '}', found \(found)") }
      offset += 1
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return .array(elements)
    }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      guard offset < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
      if bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return .array(elements)
      }
      guard bytes[offset] == UInt8(ascii: ",") else { throw error("expected ',' or ']', found \(found)") }
      offset += 1
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    func digits(_ p: inout JSONParser) -> Int {
      let s = p.offset
      while p.offset < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.offset]) {
        p.offset += 1
      }
      return p.offset - s
    }
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    let leadingZero = offset < bytes.count && bytes[offset] == UInt8(ascii: "0")
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw error("expected digits, found \(found)") }
    guard !leadingZero || integerDigits == 1 else { throw error("leading zeros are not allowed", at: start) }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard digits(&self) > 0 else { throw error("expected digits after '.', found \(found)") }
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard digits(&self) > 0 else { throw error("expected exponent digits, found \(found)") }
    }
    guard offset - start <= Self.maximumNumberLength else {
      throw error("number longer than \(Self.maximumNumberLength) characters", at: start)
    }
    return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard offset + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard let d = Character(UnicodeScalar(bytes[offset])).hexDigitValue else {
        throw error("expected four hex digits after \\u, found \(found)")
      }
      v = v << 4 | UInt32(d)
      offset += 1
    }
    return v
  }

  /// The one-character escapes and the byte each stands for.
  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
    UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
  ]

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = offset
    offset += 1
    var out: [UInt8] = []
    while true {
      guard offset < bytes.count else { throw error("unterminated string") }
      guard out.count <= stringLimit else {
        throw error("string longer than \(stringLimit) bytes", at: start)
      }
      let b = bytes[offset]
      if b == UInt8(ascii: "\"") {
        offset += 1
        guard let s = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in a string") }
        return s
      }
      guard b >= 0x20 else { throw error("control character in a string (escape it)") }
      offset += 1
      guard b == UInt8(ascii: "\\") else {
        out.append(b)
        continue
      }
      guard offset < bytes.count else { throw error("unterminated string") }
      let escape = bytes[offset]
      offset += 1
      if let s = Self.simpleEscapes[escape] {
        out.append(s)
        continue
      }
      guard escape == UInt8(ascii: "u") else {
        throw error("unknown escape \\\(Character(UnicodeScalar(escape)))", at: offset - 2)
      }
      var code = try parseHex4()
      if (0xD800..<0xDC00).contains(code) {
        guard bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
          throw error("unpaired surrogate in a \\u escape")
        }
        offset += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
        code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
      }
      guard let scalar = UnicodeScalar(code) else { throw error("unpaired surrogate in a \\u escape") }
      out.append(contentsOf: Array(String(scalar).utf8))
    }
  }
}
